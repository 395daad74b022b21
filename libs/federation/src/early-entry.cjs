// The host page's first script (issue 10, docs/performance.md): a few KB that index.html runs before main.js, to ask
// for the page's remote screen's files while the shell's own start-up chunks download. Module federation puts its
// runtime (about 80 KB) into every entry of a compilation that uses it, so this script is built by a compilation
// of its own, before the host's, which then writes its <script> tag first into the page.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { PRIVATE_SOURCE_MAPS } = require('./source-maps.cjs');

const NAME = 'EarlyScriptPlugin';

/**
 * @param {object} options
 * @param {string} options.name        the host's name (the early compilation is `<name>-early`)
 * @param {string} options.dir         the host's folder
 * @param {string} options.entry       the early script's source, relative to `dir`
 * @param {boolean} options.production
 * @param {import('webpack').RuleSetRule[]} options.rules  the TypeScript rule
 * @param {import('webpack').WebpackPluginInstance[]} options.plugins  compression
 */
function earlyEntry({ name, dir, entry, production, rules, plugins }) {
  /** The early compilation's files, for the host's page (the host compilation runs after it: `dependencies`). */
  const files = [];
  const config = {
    name: `${name}-early`,
    context: dir,
    entry: { early: entry },
    devtool: production ? 'hidden-source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      sourceMapFilename: PRIVATE_SOURCE_MAPS,
      publicPath: '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: `${name}_early`,
      // The host's compilation cleans the folder, keeping these files.
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules },
    plugins: [
      ...plugins,
      {
        apply(compiler) {
          compiler.hooks.done.tap(NAME, (stats) => {
            files.splice(0, files.length, ...stats.compilation.entrypoints.get('early').getFiles().filter((file) => file.endsWith('.js')));
          });
        },
      },
    ],
    performance: { hints: false },
  };

  /** In the host's compilation: the early script's tag, first among the page's scripts. */
  const tagPlugin = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
          const tags = files.map((file) => ({
            tagName: 'script',
            voidTag: false,
            attributes: { defer: true, src: `${data.publicPath}${file}`, fetchpriority: 'high' },
            meta: { plugin: NAME },
          }));
          data.headTags.unshift(...tags);
          return data;
        });
      });
    },
  };
  return { config, tagPlugin, keep: /^early\./ };
}

module.exports = { earlyEntry };
