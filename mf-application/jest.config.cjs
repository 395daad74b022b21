module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
};
