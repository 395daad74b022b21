// Builds FerretDB from its module source with this project's patches (tools/ferretdb/patches, each a `git apply`
// patch against the module's root; what each changes and why is written at its top). By hand, the same is:
//   go mod download github.com/FerretDB/FerretDB@v1.24.2, copy that folder, then in the copy:
//   git apply <repo>/tools/ferretdb/patches/*.patch && echo v1.24.2-evisa.3 > build/version/version.txt
//   go build -o ferretdb ./cmd/ferretdb
const { spawn } = require('node:child_process');
const fsp = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const { FERRETDB_BUILD_VERSION, FERRETDB_MODULE, FERRETDB_VERSION, binaryVersion } = require('./version.cjs');

const PATCHES_DIR = path.join(__dirname, 'patches');
/** FerretDB v1.24.2's go.mod says `go 1.24`; older toolchains (>= 1.21) can switch to this one by themselves. */
const GO_TOOLCHAIN = 'go1.24.3';

class SetupError extends Error {}

const GO_HELP =
  `FerretDB ${FERRETDB_VERSION} (the local MongoDB-compatible database) is built from source and needs Go >= 1.24, ` +
  'or Go >= 1.21, which fetches Go 1.24 through the Go module proxy by itself. ' +
  'Install Go from https://go.dev/doc/install (Debian 12: `apt-get install -t bookworm-backports golang-go` ' +
  'gives 1.23, which works; plain `apt-get install golang-go` gives 1.19, which is too old), ' +
  'or set MONGODB_URI to use a MongoDB server instead.';

/** @param {{ cwd?: string, env?: NodeJS.ProcessEnv, log?: (message: string) => void }} options */
function run(cmd, args, options) {
  const { cwd, env = process.env, log } = options;
  return new Promise((resolve, reject) => {
    log?.(`$ ${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}: ${err.trim().split('\n').slice(-5).join('\n')}`));
    });
  });
}

/** Go's version as [major, minor], or null when there is no `go`. */
async function goVersion() {
  try {
    const m = /go(\d+)\.(\d+)/.exec(await run('go', ['env', 'GOVERSION'], {}));
    return m ? [Number(m[1]), Number(m[2])] : [0, 0];
  } catch {
    return null;
  }
}

/** The environment for `go`: with a toolchain it can fetch when the installed Go is older than 1.24. */
async function goEnvironment(log) {
  const version = await goVersion();
  if (!version) throw new SetupError(`Go is not installed. ${GO_HELP}`);
  const [major, minor] = version;
  if (major === 1 && minor < 21) throw new SetupError(`Go ${version.join('.')} is too old. ${GO_HELP}`);
  if (major > 1 || minor >= 24) return { ...process.env };
  log(`Go ${version.join('.')} is older than 1.24: letting it fetch ${GO_TOOLCHAIN} through the module proxy`);
  return { ...process.env, GOTOOLCHAIN: `${GO_TOOLCHAIN}+auto` };
}

/** The module cache is read-only; the copy must be writable to be patched. */
async function makeWritable(dir) {
  await fsp.chmod(dir, 0o755);
  for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await makeWritable(p);
    else await fsp.chmod(p, 0o644);
  }
}

/** Copies the module source into `src`, applies the patches and writes the version file the module lacks. */
async function preparePatchedSource(src, { env, cwd, log }) {
  const download = await run('go', ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], { cwd, env: { ...env, GOFLAGS: '' }, log });
  const info = JSON.parse(download);
  if (!info.Dir) throw new Error(`go mod download gave no source folder: ${info.Error ?? download}`);
  await fsp.cp(info.Dir, src, { recursive: true });
  await makeWritable(src);
  const patches = (await fsp.readdir(PATCHES_DIR)).filter((name) => name.endsWith('.patch')).sort();
  // The copy is no git repository: `git apply` patches its files; the ceiling stops it from finding one above.
  const gitEnv = { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(src) };
  for (const patch of patches) await run('git', ['apply', path.join(PATCHES_DIR, patch)], { cwd: src, env: gitEnv, log });
  await fsp.writeFile(path.join(src, 'build', 'version', 'version.txt'), `${FERRETDB_BUILD_VERSION}\n`);
}

/** Builds FerretDB into `target` (replaced atomically). Returns the build's duration in ms. */
async function buildFerretDb({ target, log }) {
  const env = await goEnvironment(log);
  const t0 = Date.now();
  const binDir = path.dirname(target);
  await fsp.mkdir(binDir, { recursive: true });
  const staging = await fsp.mkdtemp(path.join(binDir, '.staging-'));
  const build = await fsp.mkdtemp(path.join(os.tmpdir(), 'ferretdb-build-'));
  try {
    log(`building FerretDB ${FERRETDB_BUILD_VERSION} from source (one to two minutes the first time)`);
    await preparePatchedSource(path.join(build, 'src'), { env, cwd: build, log });
    await fsp.writeFile(
      path.join(build, 'go.mod'),
      `module ferretdb-build\n\ngo 1.24\n\nrequire ${FERRETDB_MODULE} ${FERRETDB_VERSION}\n\nreplace ${FERRETDB_MODULE} => ./src\n`,
    );
    const out = path.join(staging, 'ferretdb');
    await run('go', ['build', '-o', out, `${FERRETDB_MODULE}/cmd/ferretdb`], { cwd: build, env: { ...env, GOFLAGS: '-mod=mod -buildvcs=false' }, log });
    const version = await binaryVersion(out);
    if (version !== FERRETDB_BUILD_VERSION) throw new Error(`the FerretDB built from source reports version ${version ?? '(it failed to run)'}`);
    await fsp.rename(out, target);
    const ms = Date.now() - t0;
    log(`FerretDB ${FERRETDB_BUILD_VERSION} built in ${(ms / 1000).toFixed(1)} s: ${target}`);
    return ms;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.rm(build, { recursive: true, force: true }).catch(() => {});
  }
}

module.exports = { buildFerretDb, SetupError };
