#!/usr/bin/env node
// FerretDB v1 (SQLite backend) for local runs and tests (docs/architecture.md sections 5, 7 and 9).
//
//   node tools/stack/ferretdb.mjs                 build if needed, start on 127.0.0.1:27017, run until Ctrl+C
//   node tools/stack/ferretdb.mjs --install-only  build if needed, print the binary's path, exit
//   options: --port N (env FERRETDB_PORT), --data-dir DIR (default .data/ferretdb), --force-build,
//            --log-level debug|info|warn|error (env FERRETDB_LOG_LEVEL, default error)
//
// When MONGODB_URI is set nothing is built or started: that URI is used as it is.
//
// The binary is looked for in $FERRETDB_BIN, .data/bin/ferretdb and PATH, and is used when its `--version`
// says v1.24.2-evisa.1. Otherwise it is built with Go from a copy of the module source (fetched through the module
// proxy) with the version file the module lacks written in and the patch below applied.
//
// The patch: FerretDB v1.24.2's SQLite backend looks documents up by `_id` (a find or update whose filter is exactly
// {_id}) with `_ferretdb_sjson->'$._id' = ?`, while the `_id` index it creates is on `_ferretdb_sjson->"_id"`. SQLite
// uses an expression index only when the query's expression is the index's own, so every such lookup and update
// scanned the whole collection and parsed each document's JSON (EXPLAIN QUERY PLAN: SCAN, against SEARCH ... USING
// INDEX with the index's expression). Both expressions mean the same path; the patch makes the query use the index's.
// FerretDB's CPU per step save fell from 9.4 to 2.0 ms (docs/performance.md). MongoDB uses its _id index anyway.
import { spawn, execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const execFileP = promisify(execFile);

export const FERRETDB_VERSION = 'v1.24.2';
export const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
/** What a binary built here reports: the module's version and this project's patch (the header above). */
export const FERRETDB_BUILD_VERSION = `${FERRETDB_VERSION}-evisa.1`;
/** Exact source edits applied to the module copy; each must match once, or the build stops. */
const SOURCE_PATCHES = [
  {
    file: 'internal/backends/sqlite/metadata/metadata.go',
    from: `IDColumn = DefaultColumn + "->'$._id'"`,
    to: 'IDColumn = DefaultColumn + `->"_id"`',
  },
];
/** FerretDB v1.24.2's go.mod says `go 1.24`; older toolchains (>= 1.21) can switch to this one by themselves. */
const GO_TOOLCHAIN = 'go1.24.3';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultBinPath = path.join(repoRoot, '.data', 'bin', 'ferretdb');
export const defaultDataDir = path.join(repoRoot, '.data', 'ferretdb');
export const defaultPort = () => Number(process.env.FERRETDB_PORT || 27017);
/** `warn` logs two multi-line warnings per client disconnect (the driver's endSessions is unknown to v1): too noisy. */
export const defaultLogLevel = () => process.env.FERRETDB_LOG_LEVEL || 'error';

const defaultLog = (msg) => process.stderr.write(`[ferretdb] ${msg}\n`);

/**
 * FerretDB keeps its own pragmas (WAL, busy timeout) beside these. In WAL mode `synchronous(normal)` commits without
 * waiting for the disk; a killed process loses nothing, a power cut the last commits, as a MongoDB write acknowledged
 * before its journal flush (the default write concern) does. FerretDB's CPU per step save falls from 8.7 to 6.4 ms and
 * saves at 16 connections go from 109 to 163 a second (docs/performance.md).
 */
const SQLITE_PRAGMAS = '_pragma=synchronous(normal)';

/** The flags that matter for FerretDB v1 (docs/architecture.md 9): no state in the cwd, no debug port, no telemetry. */
export function ferretDbArgs({ host = '127.0.0.1', port, dataDir, logLevel = defaultLogLevel() }) {
  const dir = path.resolve(dataDir);
  return [
    '--handler=sqlite',
    `--sqlite-url=file:${dir}/?${SQLITE_PRAGMAS}`,
    `--listen-addr=${host}:${port}`,
    `--state-dir=${dir}`,
    '--debug-addr=-',
    '--telemetry=disable',
    `--log-level=${logLevel}`,
  ];
}

/** The version line of a FerretDB binary (`v1.24.2`), or null when it does not run or panics. */
export async function binaryVersion(bin) {
  try {
    const { stdout } = await execFileP(bin, ['--version'], { timeout: 15000 });
    return /^version:\s*(\S+)/m.exec(stdout)?.[1] ?? null;
  } catch {
    return null;
  }
}

async function isWanted(bin) {
  return fs.existsSync(bin) && (await binaryVersion(bin)) === FERRETDB_BUILD_VERSION;
}

function onPath(name) {
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    if (!dir) continue;
    const p = path.join(dir, name);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** Finds a usable binary without building: $FERRETDB_BIN, .data/bin/ferretdb, PATH. */
export async function findFerretDb({ log = defaultLog } = {}) {
  if (process.env.FERRETDB_BIN) {
    if (await isWanted(process.env.FERRETDB_BIN)) return process.env.FERRETDB_BIN;
    log(`FERRETDB_BIN=${process.env.FERRETDB_BIN} is not a working FerretDB ${FERRETDB_BUILD_VERSION}; ignoring it`);
  }
  if (await isWanted(defaultBinPath)) return defaultBinPath;
  const fromPath = onPath('ferretdb');
  if (fromPath && (await isWanted(fromPath))) return fromPath;
  return null;
}

export class SetupError extends Error {}

const GO_HELP =
  `FerretDB ${FERRETDB_VERSION} (the local MongoDB-compatible database) is built from source and needs Go >= 1.24, ` +
  'or Go >= 1.21, which fetches Go 1.24 through the Go module proxy by itself. ' +
  'Install Go from https://go.dev/doc/install (Debian 12: `apt-get install -t bookworm-backports golang-go` ' +
  'gives 1.23, which works; plain `apt-get install golang-go` gives 1.19, which is too old), ' +
  'or set MONGODB_URI to use a MongoDB server instead.';

/** Go's version as [major, minor], or null when there is no `go`. */
async function goVersion() {
  try {
    const { stdout } = await execFileP('go', ['env', 'GOVERSION'], { timeout: 30000 });
    const m = /go(\d+)\.(\d+)/.exec(stdout);
    return m ? [Number(m[1]), Number(m[2])] : [0, 0];
  } catch {
    return null;
  }
}

function run(cmd, args, { cwd, env, log }) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else {
        const e = new Error(`${cmd} ${args.join(' ')} exited with ${code}: ${err.trim().split('\n').slice(-5).join('\n')}`);
        e.stderr = err;
        reject(e);
      }
    });
    log?.(`$ ${cmd} ${args.join(' ')}`);
  });
}

async function makeWritable(dir) {
  await fsp.chmod(dir, 0o755);
  for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await makeWritable(p);
    else await fsp.chmod(p, 0o644);
  }
}

/** Takes a lock (a directory) so that parallel test runs build once; waits while another process builds. */
async function withLock(lockDir, fn, { log, timeoutMs = 20 * 60_000 }) {
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      await fsp.mkdir(lockDir);
      await fsp.writeFile(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      const pid = Number(await fsp.readFile(path.join(lockDir, 'pid'), 'utf8').catch(() => '0'));
      let alive = false;
      try {
        if (pid) process.kill(pid, 0);
        alive = pid > 0;
      } catch {
        alive = false;
      }
      const age = Date.now() - (await fsp.stat(lockDir).then((s) => s.mtimeMs).catch(() => Date.now()));
      if (!alive && age > 2000) {
        await fsp.rm(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for the FerretDB build lock ${lockDir}`);
      if (!told) log(`another process (pid ${pid}) is building FerretDB; waiting for it`);
      told = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  try {
    return await fn();
  } finally {
    await fsp.rm(lockDir, { recursive: true, force: true });
  }
}

/** Copies the module source into `src`, writes the version file it lacks and applies SOURCE_PATCHES. */
async function preparePatchedSource(src, { env, cwd, log }) {
  const info = JSON.parse(
    await run('go', ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], { cwd, env: { ...env, GOFLAGS: '' }, log }),
  );
  if (!info.Dir) throw new Error(`go mod download gave no source folder: ${info.Error ?? JSON.stringify(info)}`);
  await fsp.cp(info.Dir, src, { recursive: true });
  await makeWritable(src);
  await fsp.writeFile(path.join(src, 'build', 'version', 'version.txt'), `${FERRETDB_BUILD_VERSION}\n`);
  for (const { file, from, to } of SOURCE_PATCHES) {
    const p = path.join(src, file);
    const text = await fsp.readFile(p, 'utf8');
    if (text.split(from).length !== 2) throw new Error(`FerretDB patch: ${file} does not contain ${from} exactly once`);
    await fsp.writeFile(p, text.replace(from, to));
  }
}

/** Builds FerretDB into `target` (replaced atomically). Returns the build's duration in ms. */
export async function buildFerretDb({ target = defaultBinPath, log = defaultLog } = {}) {
  const gv = await goVersion();
  if (!gv) throw new SetupError(`Go is not installed. ${GO_HELP}`);
  const env = { ...process.env };
  if (gv[0] === 1 && gv[1] < 21) throw new SetupError(`Go ${gv.join('.')} is too old. ${GO_HELP}`);
  if (gv[0] === 1 && gv[1] < 24) {
    env.GOTOOLCHAIN = `${GO_TOOLCHAIN}+auto`;
    log(`Go ${gv.join('.')} is older than 1.24: letting it fetch ${GO_TOOLCHAIN} through the module proxy`);
  }
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
    await run('go', ['build', '-o', out, `${FERRETDB_MODULE}/cmd/ferretdb`], {
      cwd: build,
      env: { ...env, GOFLAGS: '-mod=mod -buildvcs=false' },
      log,
    });
    const v = await binaryVersion(out);
    if (v !== FERRETDB_BUILD_VERSION) throw new Error(`the FerretDB built from source reports version ${v ?? '(it failed to run)'}`);
    await fsp.rename(out, target);
    const ms = Date.now() - t0;
    log(`FerretDB ${FERRETDB_BUILD_VERSION} built in ${(ms / 1000).toFixed(1)} s: ${target}`);
    return ms;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.rm(build, { recursive: true, force: true }).catch(() => {});
  }
}

/** Returns the path of a FerretDB v1.24.2-evisa.1 binary, building it when none is found. */
export async function ensureFerretDb({ log = defaultLog, force = false } = {}) {
  if (!force) {
    const found = await findFerretDb({ log });
    if (found) return found;
  }
  await fsp.mkdir(path.dirname(defaultBinPath), { recursive: true });
  return withLock(
    path.join(path.dirname(defaultBinPath), '.ferretdb-build.lock'),
    async () => {
      if (!force && (await isWanted(defaultBinPath))) return defaultBinPath; // built while we waited
      await buildFerretDb({ target: defaultBinPath, log });
      return defaultBinPath;
    },
    { log },
  );
}

/** Resolves when a MongoDB ping on `uri` succeeds; rejects after `timeoutMs` or when `aborted()` returns an error. */
export async function waitForMongo(uri, { timeoutMs = 30000, aborted = () => null } = {}) {
  const { MongoClient } = await import('mongodb');
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    const stop = aborted();
    if (stop) throw stop;
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1000, connectTimeoutMS: 1000, directConnection: true });
    try {
      await client.connect();
      await client.db('admin').command({ ping: 1 });
      return;
    } catch (e) {
      last = e;
    } finally {
      await client.close().catch(() => {});
    }
    if (Date.now() > deadline) throw new Error(`no MongoDB ping answer on ${uri} within ${timeoutMs} ms: ${last?.message}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function portInUse(port, host) {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/**
 * Defaults for every FerretDB process the stack starts: Go's scheduler on one CPU (GOMAXPROCS=1), so that the
 * database, which runs on the same machine as the API (and the benchmark's load generator, or the end-to-end
 * tests' browser), cannot take every CPU from them; an explicit GOMAXPROCS in the environment wins. On the
 * two-CPU machine of docs/performance.md (eighth round) the API's step saves at 16 connections went from a p99 of
 * 47-49 ms to 38-41, and its lookups from 800 to 920 a second; SQLite runs FerretDB's writes one at a time anyway.
 */
const FERRETDB_ENV_DEFAULTS = { GOMAXPROCS: '1' };

/**
 * Starts FerretDB and waits until it answers a ping. Returns { uri, port, dataDir, pid, external, stop() }.
 * With MONGODB_URI set (and `useMongodbUri` not false) it starts nothing and returns that URI.
 * If the port already answers MongoDB pings (a FerretDB started earlier), that server is reused.
 */
export async function startFerretDb({
  port = defaultPort(),
  host = '127.0.0.1',
  dataDir = defaultDataDir,
  logLevel = defaultLogLevel(),
  bin,
  log = defaultLog,
  timeoutMs = 30000,
  useMongodbUri = true,
  output = (line) => process.stderr.write(`[ferretdb] ${line}\n`),
} = {}) {
  if (useMongodbUri && process.env.MONGODB_URI) {
    return { uri: process.env.MONGODB_URI, external: true, stop: async () => {} };
  }
  const uri = `mongodb://${host}:${port}/`;
  if (await portInUse(port, host)) {
    try {
      await waitForMongo(uri, { timeoutMs: 2000 });
      log(`a MongoDB-compatible server already answers on ${host}:${port}; using it`);
      return { uri, port, external: true, stop: async () => {} };
    } catch {
      throw new SetupError(`port ${host}:${port} is in use by something that is not MongoDB; set FERRETDB_PORT to another port`);
    }
  }
  const binary = bin ?? (await ensureFerretDb({ log }));
  await fsp.mkdir(dataDir, { recursive: true });
  const child = spawn(binary, ferretDbArgs({ host, port, dataDir, logLevel }), {
    env: { ...FERRETDB_ENV_DEFAULTS, ...process.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  for (const stream of [child.stdout, child.stderr]) {
    let buf = '';
    stream.setEncoding('utf8');
    stream.on('data', (d) => {
      buf += d;
      const lines = buf.split('\n');
      buf = lines.pop();
      for (const l of lines) {
        tail.push(l);
        if (tail.length > 20) tail.shift();
        output?.(l);
      }
    });
  }
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
    child.on('error', (e) => {
      exited = { error: e };
      resolve(exited);
    });
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (!exited) {
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exitPromise;
      clearTimeout(t);
    }
  };
  try {
    await waitForMongo(uri, {
      timeoutMs,
      aborted: () =>
        exited &&
        new Error(
          `FerretDB exited at start (${exited.error?.message ?? `code ${exited.code}, signal ${exited.signal}`})` +
            (tail.length ? `:\n${tail.join('\n')}` : ''),
        ),
    });
  } catch (e) {
    await stop();
    throw e;
  }
  return { uri, port, dataDir, pid: child.pid, external: false, process: child, exited: exitPromise, stop };
}

function parseArgs(argv) {
  const opts = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [k, inline] = a.split('=', 2);
    const val = () => inline ?? argv[++i];
    if (k === '--install-only') opts.installOnly = true;
    else if (k === '--force-build') opts.force = true;
    else if (k === '--port') opts.port = Number(val());
    else if (k === '--data-dir') opts.dataDir = path.resolve(val());
    else if (k === '--log-level') opts.logLevel = val();
    else if (k === '--help' || k === '-h') opts.help = true;
    else throw new SetupError(`unknown option ${a} (see --help)`);
  }
  return opts;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) {
    process.stdout.write(
      'usage: node tools/stack/ferretdb.mjs [--install-only] [--force-build] [--port N] [--data-dir DIR] [--log-level L]\n' +
        `  builds FerretDB ${FERRETDB_BUILD_VERSION} into .data/bin if needed, then runs it on 127.0.0.1:$FERRETDB_PORT (27017)\n` +
        '  with its data in .data/ferretdb, until Ctrl+C. With MONGODB_URI set it does nothing.\n',
    );
    return;
  }
  if (process.env.MONGODB_URI) {
    defaultLog('MONGODB_URI is set: using that server, not starting FerretDB');
    if (!opts.installOnly) process.stdout.write(`${process.env.MONGODB_URI}\n`);
    return;
  }
  if (opts.installOnly) {
    process.stdout.write(`${await ensureFerretDb({ force: opts.force })}\n`);
    return;
  }
  if (opts.force) await ensureFerretDb({ force: true });
  const db = await startFerretDb({ port: opts.port, dataDir: opts.dataDir, logLevel: opts.logLevel });
  process.stdout.write(`${db.uri}\n`);
  if (db.external) return;
  defaultLog(`running (pid ${db.pid}), data in ${path.relative(process.cwd(), db.dataDir) || '.'}; Ctrl+C stops it`);
  let stopping = false;
  const shutdown = async () => {
    stopping = true;
    await db.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  const ended = await db.exited;
  if (stopping) return;
  defaultLog(`exited unexpectedly (${JSON.stringify(ended)})`);
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  main().catch((e) => {
    process.stderr.write(`[ferretdb] ${e instanceof SetupError ? e.message : e.stack || e}\n`);
    process.exit(1);
  });
}
