// A FerretDB of the test's own that can be stopped and started again on the same port with the same data: the
// database "going away" under a running API. (libs/testing's startTestDatabase removes its data on stop.)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchFerretDb, type LaunchedFerretDb } from '../../../tools/ferretdb/launch.cjs';
import { ferretDbBinary, launchOnFreePort } from './database';

export interface RestartableDatabase {
  /** Server URI without a database name. */
  serverUri: string;
  start(): Promise<void>;
  /** Stops the server; with `kill`, abruptly (SIGKILL), as a crash would. */
  stop(kill?: boolean): Promise<void>;
  /** Stops it for good and removes its data. */
  destroy(): Promise<void>;
}

export async function startRestartableDatabase(): Promise<RestartableDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'evisa-restartable-db-'));
  let server: LaunchedFerretDb | undefined = await launchOnFreePort(dataDir);
  const { port, uri: serverUri } = server;

  const stop = async (kill = false) => {
    const running = server;
    server = undefined;
    await running?.stop({ kill });
  };

  return {
    serverUri,
    async start() {
      server = await launchFerretDb({ bin: await ferretDbBinary(), port, dataDir });
    },
    stop,
    async destroy() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
