// The database of a local run (`npm start`, `npm run db`, the benchmark): the server of MONGODB_URI when it is set,
// else a FerretDB already answering on the port, else a FerretDB started here (built first if need be).
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../repo-root.cjs';
import { ensureFerretDb } from './binary.cjs';
import { SetupError } from './build.cjs';
import { launchFerretDb, waitForMongo } from './launch.cjs';

export const defaultDataDir = path.join(repoRoot, '.data', 'ferretdb');
export const defaultPort = () => Number(process.env.FERRETDB_PORT || 27017);

const defaultLog = (msg) => process.stderr.write(`[ferretdb] ${msg}\n`);

function portInUse(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Returns { uri, external, stop() } and, for a FerretDB started here, launchFerretDb's other fields.
 * `output` receives FerretDB's log lines (stderr by default; none when null).
 * @param {{ port?: number, host?: string, dataDir?: string, logLevel?: string, log?: (message: string) => void,
 *   output?: ((line: string) => void) | null }} [options]
 * @returns {Promise<{ uri: string, external: boolean, stop: () => Promise<void> } & Partial<import('./launch.cjs').LaunchedFerretDb>>}
 */
export async function startLocalDatabase({
  port = defaultPort(),
  host = '127.0.0.1',
  dataDir = defaultDataDir,
  logLevel,
  log = defaultLog,
  output = (line) => process.stderr.write(`[ferretdb] ${line}\n`),
} = {}) {
  if (process.env.MONGODB_URI) return { uri: process.env.MONGODB_URI, external: true, stop: async () => {} };
  const uri = `mongodb://${host}:${port}/`;
  if (await portInUse(port, host)) {
    try {
      await waitForMongo(uri, { timeoutMs: 2000 });
    } catch {
      throw new SetupError(`port ${host}:${port} is in use by something that is not MongoDB; set FERRETDB_PORT to another port`);
    }
    log(`a MongoDB-compatible server already answers on ${host}:${port}; using it`);
    return { uri, port, external: true, stop: async () => {} };
  }
  const bin = await ensureFerretDb({ log });
  return { ...(await launchFerretDb({ bin, port, host, dataDir, logLevel, output })), external: false };
}
