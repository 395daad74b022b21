module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'node',
  globalSetup: '<rootDir>/../libs/testing/src/jest/global-setup.cjs',
  globalTeardown: '<rootDir>/../libs/testing/src/jest/global-teardown.cjs',
  testTimeout: 30000,
};
