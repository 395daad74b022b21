// The site as the benchmark measures it: the built shell and remotes, the API built in api/dist, and a
// throw-away FerretDB, all on the benchmark's ports, with the API configured as in production except that
// rate limiting is off (RATE_LIMIT_ENABLED=false, api/src/config/app-config.ts): a load test is one client.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { missingBuilds, startStack } from '../../tools/stack/stack.mjs';
import { childPid } from './process-stats.mjs';

export const API_ENV = {
  NODE_ENV: 'production',
  RATE_LIMIT_ENABLED: 'false',
  ACCESS_SECRET: randomBytes(32).toString('base64url'),
  // Production refuses to start without PayPal credentials; the benchmark never pays, so placeholders do.
  PAYPAL_CLIENT_ID: 'bench-placeholder',
  PAYPAL_CLIENT_SECRET: 'bench-placeholder',
};

/** `extraApiEnv`: variables added for an experiment (--api-env). */
export async function startBenchStack(ports, extraApiEnv = {}) {
  const missing = missingBuilds();
  if (missing.length) throw new Error(`no build of ${missing.join(', ')}: run without --no-build, or npx nx run-many -t build`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-bench-db-'));
  // hostingDir null: measure what was just built, not a release folder that EVISA_HOSTING_DIR may name.
  const stack = await startStack({ ports, dataDir, quiet: true, apiEnv: { ...API_ENV, ...extraApiEnv }, hostingDir: null });
  const apiPid = childPid('api/dist/main.js');
  const dbPid = childPid('ferretdb');
  return {
    ...stack,
    apiPid,
    dbPid,
    mongoUri: process.env.MONGODB_URI ?? `mongodb://127.0.0.1:${ports.db}/evisa`,
    async stop() {
      await stack.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
