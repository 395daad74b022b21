const { createWebpackConfig } = require('@evisa/federation');
const { assertProductionSiteConfig } = require('./site-config-check.cjs');

const config = createWebpackConfig({
  name: 'shell',
  dir: __dirname,
  isHost: true,
  entry: './src/startup/main.ts',
  // A held public page's only script until the first interaction, which then runs main.js (src/startup/held-entry.ts).
  plainEntries: { held: './src/startup/held-entry.ts' },
});

module.exports = (env, argv) => {
  // A production build refuses to ship placeholder contacts; local builds keep the demo ones.
  assertProductionSiteConfig(process.env);
  return config(env, argv);
};
