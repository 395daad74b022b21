const browser = require('../../jest.browser.cjs');

module.exports = { ...browser, setupFilesAfterEnv: [...browser.setupFilesAfterEnv, '<rootDir>/src/testing/jest-setup.ts'] };
