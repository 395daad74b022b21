const { createWebpackConfig } = require('@evisa/federation');
const { assertProductionSiteConfig } = require('./site-config-check.cjs');

const config = createWebpackConfig({ name: 'shell', dir: __dirname, isHost: true, entry: './src/startup/main.ts' });

module.exports = (env, argv) => {
  // A production build refuses to ship placeholder contacts; local builds keep the demo ones.
  assertProductionSiteConfig(process.env);
  return config(env, argv);
};
