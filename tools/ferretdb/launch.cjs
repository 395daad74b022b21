// Starts one FerretDB process and waits until it answers: the one launcher of the local stack, the benchmark and
// the API tests (libs/testing).
const { spawn } = require('node:child_process');
const fsp = require('node:fs/promises');
const path = require('node:path');
const { MongoClient } = require('mongodb');

/** `warn` logs two multi-line warnings per client disconnect (the driver's endSessions is unknown to v1): too noisy. */
const defaultLogLevel = () => process.env.FERRETDB_LOG_LEVEL || 'error';

/**
 * FerretDB keeps its own pragmas (WAL, busy timeout) beside these. In WAL mode `synchronous(normal)` commits without
 * waiting for the disk; a killed process loses nothing, a power cut the last commits, as a MongoDB write acknowledged
 * before its journal flush (the default write concern) does. FerretDB's CPU per step save falls from 8.7 to 6.4 ms and
 * saves at 16 connections go from 109 to 163 a second (docs/performance.md).
 */
const SQLITE_PRAGMAS = '_pragma=synchronous(normal)';

/**
 * Defaults for every FerretDB process: Go's scheduler on one CPU (GOMAXPROCS=1), so that the database, which runs on
 * the same machine as the API (and the benchmark's load generator, or the end-to-end tests' browser), cannot take
 * every CPU from them; an explicit GOMAXPROCS in the environment wins. On a two-CPU machine the API's step saves at
 * 16 connections went from a p99 of 47-49 ms to 38-41 (docs/performance.md); SQLite runs the writes one at a time.
 */
const FERRETDB_ENV_DEFAULTS = { GOMAXPROCS: '1' };

/** The flags that matter for FerretDB v1: SQLite, no state in the cwd, no debug port, no telemetry. */
function ferretDbArgs({ host = '127.0.0.1', port, dataDir, logLevel = defaultLogLevel() }) {
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

async function ping(uri) {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1000, connectTimeoutMS: 1000, directConnection: true });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
  } finally {
    await client.close().catch(() => {});
  }
}

/** Resolves when a MongoDB ping on `uri` succeeds; rejects after `timeoutMs` or when `aborted()` returns an error. */
async function waitForMongo(uri, { timeoutMs = 30000, aborted = () => null } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stop = aborted();
    if (stop) throw stop;
    try {
      await ping(uri);
      return;
    } catch (e) {
      if (Date.now() > deadline) throw new Error(`no MongoDB ping answer on ${uri} within ${timeoutMs} ms: ${e.message}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Calls `output` with each whole line of `stream`, and keeps the last 20 lines for error messages. */
function collectLines(stream, tail, output) {
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (data) => {
    buffered += data;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      tail.push(line);
      if (tail.length > 20) tail.shift();
      output?.(line);
    }
  });
}

/**
 * Starts the FerretDB binary `bin` on `host:port` with its data in `dataDir` and waits until it answers a ping.
 * Returns { uri, port, dataDir, pid, process, exited, stop({ kill }) }; `kill` stops it abruptly, as a crash would.
 * `output` receives its log lines (none when null).
 */
async function launchFerretDb({ bin, port, dataDir, host = '127.0.0.1', logLevel = defaultLogLevel(), timeoutMs = 30000, output = null }) {
  await fsp.mkdir(dataDir, { recursive: true });
  const child = spawn(bin, ferretDbArgs({ host, port, dataDir, logLevel }), {
    env: { ...FERRETDB_ENV_DEFAULTS, ...process.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  collectLines(child.stdout, tail, output);
  collectLines(child.stderr, tail, output);
  let ended = null;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve((ended = { code, signal })));
    child.once('error', (error) => resolve((ended = { error })));
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const stop = async ({ kill = false } = {}) => {
    process.off('exit', killOnExit);
    if (ended) return;
    child.kill(kill ? 'SIGKILL' : 'SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const uri = `mongodb://${host}:${port}/`;
  try {
    await waitForMongo(uri, {
      timeoutMs,
      aborted: () =>
        ended &&
        new Error(
          `FerretDB exited at start (${ended.error?.message ?? `code ${ended.code}, signal ${ended.signal}`})` +
            (tail.length ? `:\n${tail.join('\n')}` : ''),
        ),
    });
  } catch (e) {
    await stop();
    throw e;
  }
  return { uri, port, dataDir, pid: child.pid, process: child, exited, stop };
}

module.exports = { launchFerretDb, waitForMongo };
