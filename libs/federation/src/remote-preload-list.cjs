// What the shell may ask for beside a remote's remoteEntry.js (docs/performance.md): `preload.json` next to
// it, e.g. {"screens":{"Preview":{"js":["4557.35c29b2a.js",...],"css":[...]}},"texts":{"en":["i18n-payment-en-...js"]}}.
// Without it, a screen's chunks were requested only once remoteEntry.js had arrived and run (behind the shell's own
// start on the main thread), and its texts only once those chunks had arrived and run (the screen registers its
// namespace). With it the shell asks for the page's screen's files and the texts of the page's language as soon as
// it knows the remote's folder; the remote's own chunk loading then finds them downloaded.
// screens: each exposed module's own start-up files, as the federation manifest (mf-manifest.json) lists them.
// texts: the app's own `locales/<language>/*.json` chunks (the shared libraries' texts are the shell's).
const path = require('node:path');
const { Compilation, sources } = require('webpack');

const NAME = 'RemotePreloadListPlugin';
const MANIFEST = 'mf-manifest.json';
const LOCALE = /[\\/]locales[\\/]([a-z]{2})[\\/]([^\\/]+)\.json$/;
/**
 * Texts left out of the list: those of several travellers in one order (`order`, `travellers`), which only
 * modules loaded on demand show, so that a single application's pages never fetch them; and each information page's
 * own (`info-<screen>`), which its screen's module asks for, so that a page never fetches the other pages' texts.
 */
const NOT_PRELOADED_NAMESPACE = /^(order|travellers|info-.+)$/;

/**
 * @param {import('webpack').Compilation} compilation
 * @param {string} localesDir the app's locales folder
 * @returns {Record<string, string[]>} language -> the JS files holding its texts
 */
function textFiles(compilation, localesDir) {
  const byLanguage = {};
  for (const chunk of compilation.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const { resource } = /** @type {import('webpack').NormalModule} */ (module);
      const match = typeof resource === 'string' && resource.startsWith(localesDir) ? LOCALE.exec(resource) : null;
      if (!match || NOT_PRELOADED_NAMESPACE.test(match[2])) continue;
      const language = match[1];
      const files = (byLanguage[language] ??= new Set());
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return Object.fromEntries(Object.keys(byLanguage).sort().map((language) => [language, [...byLanguage[language]].sort()]));
}

/**
 * @param {{ exposes?: Array<{ name: string, assets: { js: { sync: string[] }, css: { sync: string[] } } }> }} manifest
 * @returns {Record<string, { js: string[], css: string[] }>} exposed module -> its start-up files
 */
function screenFiles(manifest) {
  return Object.fromEntries(
    (manifest.exposes ?? []).map(({ name, assets }) => [name, { js: assets.js.sync, css: assets.css.sync }]),
  );
}

class RemotePreloadListPlugin {
  /** @param {{ dir: string }} options the app's folder */
  constructor({ dir }) {
    this.localesDir = path.join(dir, 'locales') + path.sep;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the federation plugin has written its manifest (at the optimize-transfer stage).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 }, () => {
        const manifest = compilation.getAsset(MANIFEST);
        if (!manifest) throw new Error(`${NAME}: no ${MANIFEST} (the federation plugin's manifest option is needed)`);
        const list = { screens: screenFiles(JSON.parse(manifest.source.source().toString())), texts: textFiles(compilation, this.localesDir) };
        compilation.emitAsset('preload.json', new sources.RawSource(JSON.stringify(list)));
      });
    });
  }
}

module.exports = { RemotePreloadListPlugin, screenFiles, textFiles };
