module.exports = 'image-stub.svg';
