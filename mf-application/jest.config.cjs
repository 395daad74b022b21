// Screens render several long option lists (some 200 countries), and a fresh clone compiles every module cold: the
// timeout only catches a hang, with room for a loaded CI machine.
const browser = require('../jest.browser.cjs');

module.exports = { ...browser, testTimeout: 60_000, setupFilesAfterEnv: [...browser.setupFilesAfterEnv, '<rootDir>/src/testing/jest-setup.ts'] };
