// Jest for React code: jsdom, jest-dom matchers, and the Web APIs jsdom leaves out.
module.exports = {
  ...require('./jest.preset.cjs'),
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('./jest.browser-setup.cjs')],
};
