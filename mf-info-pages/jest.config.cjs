const base = require('../jest.browser.cjs');

module.exports = {
  ...base,
  // Images are URLs in the bundle; in tests any string will do.
  moduleNameMapper: { ...base.moduleNameMapper, '\\.svg(\\?inline)?$': require.resolve('./src/testing/image-stub.cjs') },
  // A screen's texts, `info.json?screen=<name>`, hold its parts only, as the build makes them.
  resolver: require.resolve('./src/testing/screen-texts-resolver.cjs'),
};
