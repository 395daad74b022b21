// Screens render several long option lists (some 200 countries): give a loaded CI machine room.
const browser = require('../jest.browser.cjs');

module.exports = { ...browser, testTimeout: 20000, setupFilesAfterEnv: [...browser.setupFilesAfterEnv, '<rootDir>/src/testing/jest-setup.ts'] };
