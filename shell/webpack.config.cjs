const { createWebpackConfig } = require('@evisa/federation');

module.exports = createWebpackConfig({ name: 'shell', dir: __dirname, isHost: true, earlyEntry: './src/early.ts' });
