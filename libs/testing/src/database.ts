// A throw-away database for API tests (docs/architecture.md 5 and 8): a FerretDB v1 (SQLite) of its own on a free port
// with its data in a temporary folder, or, when a server is given (MONGODB_URI_TEST from the Jest global set-up,
// or MONGODB_URI), a database of a unique name on that server.
//
// The FerretDB binary comes from tools/stack/ferretdb.mjs (`--install-only`), which finds or builds it once for
// every user of the repo; the start flags (ferretDbArgs) are the same as there.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { freePort } from './free-port';

export interface TestDatabase {
  /** Connection string including the database name. */
  uri: string;
  dbName: string;
  /** True when the server was not started here (only the database is ours). */
  external: boolean;
  /** The FerretDB's temporary data folder (removed by stop); absent for an external server. */
  dataDir?: string;
  /** Stops the FerretDB and removes its folder; on an external server, drops the database. */
  stop(): Promise<void>;
}

export interface StartTestDatabaseOptions {
  /**
   * Use this server instead of starting FerretDB. Defaults to MONGODB_URI_TEST, then MONGODB_URI;
   * pass null to always start a FerretDB of its own.
   */
  serverUri?: string | null;
  /** Database name; a unique `evisa_test_*` name by default. */
  dbName?: string;
  /** How long to wait for FerretDB to answer (ms). */
  timeoutMs?: number;
}

const repoRoot = path.resolve(__dirname, '../../..');
export const ferretDbScript = path.join(repoRoot, 'tools', 'stack', 'ferretdb.mjs');

/** A database name that no other test run uses (FerretDB allows [A-Za-z0-9_-], at most 63 characters). */
export function uniqueDatabaseName(prefix = 'evisa_test'): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** `uri` with its database path replaced by `dbName` (options kept; works for several hosts and +srv). */
export function withDatabase(uri: string, dbName: string): string {
  const m = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!m) throw new Error(`not a MongoDB connection string: ${uri}`);
  return `${m[1]}/${encodeURIComponent(dbName)}${m[2] ?? ''}`;
}

let binary: Promise<string> | undefined;

/** The FerretDB binary's path, found or built by tools/stack/ferretdb.mjs (once per process). */
export function ferretDbBinary(): Promise<string> {
  binary ??= new Promise<string>((resolve, reject) => {
    // stderr is inherited: a first build takes minutes and says what it is doing
    const child = spawn(process.execPath, [ferretDbScript, '--install-only'], {
      env: { ...process.env, MONGODB_URI: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => {
      const bin = out.trim().split('\n').pop();
      if (code === 0 && bin) resolve(bin);
      else reject(new Error(`${path.relative(repoRoot, ferretDbScript)} --install-only failed (exit code ${code}); see the message above`));
    });
  }).catch((e: unknown) => {
    binary = undefined;
    throw e;
  });
  return binary;
}

async function ping(uri: string): Promise<void> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1000, connectTimeoutMS: 1000, directConnection: true });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** FerretDB's start flags: those of tools/stack/ferretdb.mjs (`ferretDbArgs`, its pragmas explained there). */
export function ferretDbArgs(port: number, dataDir: string, logLevel = process.env.FERRETDB_LOG_LEVEL || 'error'): string[] {
  return [
    '--handler=sqlite',
    `--sqlite-url=file:${dataDir}/?_pragma=synchronous(normal)`,
    `--listen-addr=127.0.0.1:${port}`,
    `--state-dir=${dataDir}`,
    '--debug-addr=-',
    '--telemetry=disable',
    `--log-level=${logLevel}`,
  ];
}

function exitOf(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

async function launch(bin: string, port: number, dataDir: string, timeoutMs: number): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(bin, ferretDbArgs(port, dataDir), { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  let spawnError: Error | undefined;
  child.once('exit', () => (exited = true));
  child.once('error', (e) => {
    spawnError = e;
    exited = true;
  });
  const killNow = () => child.kill('SIGKILL');
  process.once('exit', killNow);
  const stop = async () => {
    process.off('exit', killNow);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exitOf(child);
      clearTimeout(timer);
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`FerretDB exited at start${spawnError ? `: ${spawnError.message}` : ''}\n${output.trim()}`);
    }
    try {
      await ping(`mongodb://127.0.0.1:${port}/`);
      return { child, stop };
    } catch (e) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`FerretDB did not answer on port ${port} within ${timeoutMs} ms: ${(e as Error).message}\n${output.trim()}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Starts a database for a test run; see StartTestDatabaseOptions. Call `stop()` when done. */
export async function startTestDatabase(options: StartTestDatabaseOptions = {}): Promise<TestDatabase> {
  const dbName = options.dbName ?? uniqueDatabaseName();
  const serverUri = options.serverUri === undefined ? process.env.MONGODB_URI_TEST || process.env.MONGODB_URI || null : options.serverUri;

  if (serverUri) {
    const uri = withDatabase(serverUri, dbName);
    return {
      uri,
      dbName,
      external: true,
      async stop() {
        const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
        try {
          await client.connect();
          await client.db(dbName).dropDatabase();
        } finally {
          await client.close().catch(() => undefined);
        }
      },
    };
  }

  const bin = await ferretDbBinary();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'evisa-ferretdb-'));
  const timeoutMs = options.timeoutMs ?? 30000;
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      const server = await launch(bin, port, dataDir, timeoutMs);
      return {
        uri: `mongodb://127.0.0.1:${port}/${dbName}`,
        dbName,
        external: false,
        dataDir,
        async stop() {
          await server.stop();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    } catch (e) {
      // another process may have taken the port between freePort() and FerretDB's listen
      if (attempt < 3 && /address already in use/i.test((e as Error).message)) continue;
      await rm(dataDir, { recursive: true, force: true });
      throw e;
    }
  }
}
