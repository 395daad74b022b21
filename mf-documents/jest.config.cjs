const base = require('../jest.browser.cjs');

module.exports = {
  ...base,
  // Images are URLs in the bundle; in tests any string will do.
  // The forms are driven through many role queries; a busy machine must not turn slowness into failures.
  testTimeout: 20_000,
  moduleNameMapper: { ...base.moduleNameMapper, '\\.svg$': require.resolve('./src/testing/image-stub.cjs') },
};
