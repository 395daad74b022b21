// Screens render several long option lists (some 200 countries): give a loaded CI machine room.
module.exports = { ...require('../jest.browser.cjs'), testTimeout: 20000 };
