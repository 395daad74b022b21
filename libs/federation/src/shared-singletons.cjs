// The libraries every app must load exactly once per page: React and everything that holds React context.
// Trailing-slash keys make `react/jsx-runtime` and `react-dom/client` resolve to the same shared copy.
const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  '@evisa/i18n',
  '@evisa/ui',
];

function packageVersion(name) {
  const pkgName = name.replace(/\/$/, '');
  return require(require.resolve(`${pkgName}/package.json`, { paths: [__dirname] })).version;
}

/** The `shared` option of ModuleFederationPlugin: singletons with a caret range on the installed major. */
function sharedConfig() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const version = packageVersion(name);
      const major = version.split('.')[0];
      const requiredVersion = major === '0' ? `^${version}` : `^${major}.0.0`;
      return [name, { singleton: true, strictVersion: true, requiredVersion, version }];
    }),
  );
}

module.exports = { SHARED_SINGLETONS, sharedConfig };
