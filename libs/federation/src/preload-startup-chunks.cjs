// The shell's page asks for its start-up chunks at once (issue 10, docs/performance.md). main.js starts the app
// through an async bootstrap import (ARCHITECTURE 9), so the browser learned of the bootstrap's chunks and of the
// shared libraries' chunks (React DOM, the router, i18next: most of the page's bytes) only once main.js had been
// downloaded and run: a round trip and a script's run in a row before most of the download could start. This plugin
// writes `<link rel="preload">` for those files into the page, so they download beside main.js, and asks for main.js
// itself first.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunksPlugin';
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/**
 * The files of the async chunk groups that the app's own modules in the entry chunk import (main.ts's bootstrap),
 * and of the shared modules those chunks consume, transitively: the chunks of the shell's own provided copy (the
 * share scope loads that copy, which webpack may put in other chunks than the consumer's fallback; the fallback when
 * the shell provides no such key). These are the files the page's start fetches.
 * @param {import('webpack').Compilation} compilation
 * @param {string} srcDir the app's source folder
 */
function startupFiles(compilation, srcDir) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === PROVIDE_SHARED) provided.set(/** @type {any} */ (module)._name, module);
  const groups = [];
  const seen = new Set();
  const addBlocks = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group && !seen.has(group)) {
        seen.add(group);
        groups.push(group);
      }
    }
  };
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        const { resource } = /** @type {import('webpack').NormalModule} */ (module);
        if (typeof resource === 'string' && resource.startsWith(srcDir)) addBlocks(module);
      }
    }
  }
  const files = new Set();
  for (let i = 0; i < groups.length; i += 1) {
    for (const chunk of groups[i].chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === CONSUME_SHARED) addBlocks(provided.get(/** @type {any} */ (module).options.shareKey) ?? module);
      }
    }
  }
  return [...files];
}

class PreloadStartupChunksPlugin {
  /** @param {{ srcDir: string }} options */
  constructor({ srcDir }) {
    this.srcDir = srcDir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const links = startupFiles(compilation, this.srcDir).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', href: `${data.publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
          meta: { plugin: NAME },
        }));
        // The entry script is what starts every later request (the remote, the texts): Chrome gives a deferred script
        // low priority, so over HTTP/1.1 it waited behind the high-priority preloads for a connection and arrived
        // last (docs/performance.md). High priority puts it first.
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
