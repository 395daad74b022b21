const browser = require('../jest.browser.cjs');

// The pre-render's own modules (prerender/) are tested too. Beasties (page-style.ts) brings its own copies of
// libraries that ship ES modules only, transpiled like the rest; so is mrz (libs/passport), as in every project.
const TRANSPILED_DEPENDENCIES = '^(?!.*/node_modules/beasties/).*/node_modules/(?!mrz/)';

module.exports = {
  ...browser,
  testMatch: [...browser.testMatch, '<rootDir>/prerender/**/*.spec.ts'],
  transformIgnorePatterns: [TRANSPILED_DEPENDENCIES],
  setupFilesAfterEnv: [...browser.setupFilesAfterEnv, require.resolve('./src/testing/closed-details.cjs')],
};
