// A FerretDB of the test's own that can be stopped and started again on the same port with the same data: the
// database "going away" under a running API. (libs/testing's startTestDatabase removes its data on stop.)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ferretDbArgs, ferretDbBinary, freePort } from '@evisa/testing';

export interface RestartableDatabase {
  /** Server URI without a database name. */
  serverUri: string;
  start(): Promise<void>;
  /** Stops the server; with `kill`, abruptly (SIGKILL), as a crash would. */
  stop(kill?: boolean): Promise<void>;
  /** Stops it for good and removes its data. */
  destroy(): Promise<void>;
}

async function answers(uri: string): Promise<boolean> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 500, connectTimeoutMS: 500, directConnection: true });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}

export async function startRestartableDatabase(): Promise<RestartableDatabase> {
  const bin = await ferretDbBinary();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'evisa-restartable-db-'));
  const port = await freePort();
  const serverUri = `mongodb://127.0.0.1:${port}/`;
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(bin, ferretDbArgs(port, dataDir, 'error'), { stdio: 'ignore' });
    const deadline = Date.now() + 30_000;
    while (!(await answers(serverUri))) {
      if (child.exitCode !== null) throw new Error(`FerretDB exited with code ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`FerretDB did not answer on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const stop = async (kill = false) => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(kill ? 'SIGKILL' : 'SIGTERM');
    await exited;
  };

  await start();
  return {
    serverUri,
    start,
    stop,
    async destroy() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
