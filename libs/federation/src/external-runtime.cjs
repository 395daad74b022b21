// The runtime plugin that puts the shell's federation runtime-core on the page for the remotes (their production
// builds take it from there: `experiments.externalRuntime`), as its ES module file.
//
// `experiments.provideExternalRuntime: true` adds the same plugin by `require.resolve`, which picks the package's
// `require` export, dist/index.cjs; that file's require('@module-federation/runtime-tools/runtime-core') then brings
// the CommonJS builds of runtime-core, the SDK and the error codes into main.js beside the ES module builds that
// webpack-bundler-runtime imports: the same runtime twice in one file (about 60 KB minified, 12 KB brotli, issue
// 10). The `import` export (dist/index.js) hands the remotes the one ES runtime-core the shell itself runs.
const fs = require('node:fs');
const path = require('node:path');

const PACKAGE = '@module-federation/inject-external-runtime-core-plugin';

function esmEntry() {
  const commonJs = require.resolve(PACKAGE);
  const dir = path.dirname(commonJs);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, '..', 'package.json'), 'utf8'));
  if (pkg.name !== PACKAGE) throw new Error(`${PACKAGE}: unexpected layout (${commonJs})`);
  const entry = pkg.exports?.['.']?.import?.default;
  if (typeof entry !== 'string') throw new Error(`${PACKAGE} ${pkg.version}: no ES module export`);
  return path.join(dir, '..', entry);
}

const INJECT_EXTERNAL_RUNTIME_CORE = esmEntry();

module.exports = { INJECT_EXTERNAL_RUNTIME_CORE };
