module.exports = {
  ...require('../jest.browser.cjs'),
  // The desk's screens are driven through many role queries; a busy machine must not turn slowness into failures.
  testTimeout: 20_000,
};
