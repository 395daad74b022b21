// The shell's page asks for its start-up chunks at once. main.js starts the app through an async bootstrap import
// (ARCHITECTURE 9), so without this the browser learned of the bootstrap's chunks and of the shared libraries' chunks
// (React DOM, the router: most of the page's bytes) only once main.js had been downloaded and run: a round
// trip and a script's run in a row before most of the download could start. This plugin writes `<link
// rel="preload">` for those files into the page, so they download beside main.js, and asks for main.js itself first.
// Only webpack's public chunk-group API: the entry's child groups (its async imports and the shared libraries it
// provides), less the translation files (one group per language: the page needs one language's).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunksPlugin';
/** Chunks named by a `webpackChunkName` starting so hold texts (libs/i18n, shell/src/shell-texts.ts). */
const TEXTS = /^i18n-/;

/**
 * The JS and CSS files of the chunk groups that the entry loads first: its async imports and the shared modules it
 * provides, less texts.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entry the entry's name
 * @returns {string[]}
 */
function startupFiles(compilation, entry) {
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) throw new Error(`${NAME}: no entry '${entry}'`);
  const files = new Set();
  for (const child of entrypoint.getChildren()) {
    if (child.chunks.every((chunk) => TEXTS.test(chunk.name ?? ''))) continue;
    for (const chunk of child.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
  }
  // Style sheets first, then the scripts by size, largest first (React: everything waits for it).
  const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
  const rank = (file) => (file.endsWith('.css') ? Number.MAX_SAFE_INTEGER : size(file));
  return [...files].sort((a, b) => rank(b) - rank(a));
}

class PreloadStartupChunksPlugin {
  /** @param {{ entry?: string }} [options] */
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const links = startupFiles(compilation, this.entry).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', href: `${data.publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
          meta: { plugin: NAME },
        }));
        // The entry script is what starts every later request (the remote, the texts): Chrome gives a deferred script
        // low priority, so over HTTP/1.1 it waited behind the high-priority preloads for a connection and arrived
        // last. High priority puts it first.
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        }
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin, startupFiles };
