module.exports = require('../../jest.browser.cjs');
