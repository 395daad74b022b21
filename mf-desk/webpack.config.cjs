const { createWebpackConfig } = require('@evisa/federation');

module.exports = createWebpackConfig({
  name: 'mf_desk',
  dir: __dirname,
  exposes: {
    // Everything under /agency: the shell renders it inside the desk's frame.
    './Desk': './src/desk.tsx',
  },
});
