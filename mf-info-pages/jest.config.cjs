const base = require('../jest.browser.cjs');

module.exports = {
  ...base,
  // Images are URLs in the bundle; in tests any string will do.
  moduleNameMapper: { ...base.moduleNameMapper, '\\.svg(\\?inline)?$': require.resolve('./src/testing/image-stub.cjs') },
};
