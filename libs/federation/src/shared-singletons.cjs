// The libraries every app must load exactly once per page: React and everything that holds React context.
// Trailing-slash keys make `react/jsx-runtime` and `react-dom/client` resolve to the same shared copy.
const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // The router, as the few exports the apps use (libs/routing): react-router-dom itself, shared, is bundled whole.
  '@evisa/routing',
  // Translation (libs/i18n): the page's one copy holds the one set of texts (createI18n) and its React context.
  '@evisa/i18n',
  // The kit (its contexts: the site's configuration, the toasts), without a trailing slash: its other entries
  // (`@evisa/ui/forms`, `/answers`, `/standalone`) hold no React context and are bundled into the apps that import
  // them, so that the pages that need none of them (the home page) do not load them with the kit
  // (docs/performance.md).
  '@evisa/ui',
];

/**
 * How the federation runtime picks a shared library: 'loaded-first' takes the copy already on the page. The default,
 * 'version-first', looks for the highest version and so, at the page's first request for a shared library, loads
 * and initialises the entry (`remoteEntry.js`) of EVERY registered remote to see what each provides
 * (`initializeSharing` in @module-federation/runtime-core), though a production remote provides none (`import:
 * false`): every page downloaded every remote's entry. With 'loaded-first' a page loads only the remotes it shows.
 */
const SHARE_STRATEGY = 'loaded-first';

/** `react/` (the key that shares `react/jsx-runtime` and other subpaths) -> `react`. */
const packageOf = (name) => name.replace(/\/$/, '');

function packageVersion(name) {
  return require(require.resolve(`${packageOf(name)}/package.json`, { paths: [__dirname] })).version;
}

/** A caret range on the installed major (on the minor for 0.x, where a minor may break). */
function defaultRange(version) {
  const major = version.split('.')[0];
  return major === '0' ? `^${version}` : `^${major}.0.0`;
}

/**
 * The `shared` option of ModuleFederationPlugin. `strictVersion` makes the federation runtime refuse a remote whose
 * range the page's copy does not satisfy (the shell shows "incompatible" in that remote's slot) instead of running
 * it against a React or router it was not built for.
 *
 * @param {{ requiredVersions?: Record<string, string>, provide?: boolean }} [options]
 *   `requiredVersions`: another range for some singletons, by package name, for an app that needs a newer minimum
 *   than the default (e.g. `{ '@evisa/ui': '^0.2.0' }`). A package's range also applies to its subpaths
 *   (`react` to `react/jsx-runtime`, which is what most modules import).
 *   `provide`: false for an app that only uses the page's copies (`import: false`): its build bundles none of its
 *   own and its `remoteEntry.js` registers none.
 */
function sharedConfig({ requiredVersions = {}, provide = true } = {}) {
  const packages = new Set(SHARED_SINGLETONS.map(packageOf));
  const unknown = Object.keys(requiredVersions).filter((name) => !packages.has(name));
  if (unknown.length > 0) throw new Error(`requiredVersions names libraries that are not shared singletons: ${unknown.join(', ')}`);
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const version = packageVersion(name);
      const requiredVersion = requiredVersions[packageOf(name)] ?? defaultRange(version);
      return [name, { singleton: true, strictVersion: true, requiredVersion, version, ...(provide ? {} : { import: /** @type {const} */ (false) }) }];
    }),
  );
}

module.exports = { SHARED_SINGLETONS, SHARE_STRATEGY, sharedConfig };
