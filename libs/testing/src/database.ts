// A throw-away database for API tests (docs/architecture.md 5 and 8): a FerretDB v1 (SQLite) of its own on a free port
// with its data in a temporary folder, or, when a server is given (MONGODB_URI_TEST from the Jest global set-up,
// or MONGODB_URI), a database of a unique name on that server.
//
// FerretDB is found or built and started by tools/ferretdb, as for the local stack.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ensureFerretDb } from '../../../tools/ferretdb/binary.cjs';
import { launchFerretDb, type LaunchedFerretDb } from '../../../tools/ferretdb/launch.cjs';
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

/** The FerretDB binary's path, found or built by tools/ferretdb (once per process). */
export function ferretDbBinary(): Promise<string> {
  binary ??= ensureFerretDb().catch((e: unknown) => {
    binary = undefined;
    throw e;
  });
  return binary;
}

/** Starts FerretDB on a free port, taking another when someone took that one between freePort() and the listen. */
export async function launchOnFreePort(dataDir: string, timeoutMs = 30000): Promise<LaunchedFerretDb> {
  const bin = await ferretDbBinary();
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchFerretDb({ bin, port: await freePort(), dataDir, timeoutMs });
    } catch (e) {
      if (attempt >= 3 || !/address already in use/i.test((e as Error).message)) throw e;
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

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'evisa-ferretdb-'));
  try {
    const server = await launchOnFreePort(dataDir, options.timeoutMs);
    return {
      uri: `${server.uri}${dbName}`,
      dbName,
      external: false,
      dataDir,
      async stop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await rm(dataDir, { recursive: true, force: true });
    throw e;
  }
}
