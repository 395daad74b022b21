const browser = require('../jest.browser.cjs');

module.exports = { ...browser, setupFilesAfterEnv: [...browser.setupFilesAfterEnv, require.resolve('./src/testing/closed-details.cjs')] };
