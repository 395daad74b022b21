// The site as the benchmark measures it: the built shell and remotes, the API built in api/dist, and a
// throw-away FerretDB, all on the benchmark's ports, with the API configured as in production except that
// rate limiting is off (RATE_LIMIT_ENABLED=false, api/src/config/app-config.ts): a load test is one client.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseRemote } from '../../tools/release/release-remote.mjs';
import { REMOTES, missingBuilds, startStack } from '../../tools/stack/stack.mjs';
import { childPid } from './process-stats.mjs';

export const API_ENV = {
  NODE_ENV: 'production',
  RATE_LIMIT_ENABLED: 'false',
  ACCESS_SECRET: randomBytes(32).toString('base64url'),
  // Production refuses to start without PayPal credentials; the benchmark never pays, so placeholders do.
  PAYPAL_CLIENT_ID: 'bench-placeholder',
  PAYPAL_CLIENT_SECRET: 'bench-placeholder',
};

/**
 * Releases every remote's current build into a throw-away hosting folder (tools/release), so the remotes are
 * served as on the CDN (under /remotes/ on the site's origin, from versioned folders) and from copies: a remote
 * rebuilt by someone else while the benchmark runs can no longer change what it measures halfway.
 */
async function snapshotRemotes(hostingDir) {
  const released = {};
  for (const remote of REMOTES) {
    const { to } = await releaseRemote({ remote: { name: remote.name, folder: remote.dir }, hostingDir });
    released[remote.name] = to;
  }
  return released;
}

/** `extraApiEnv`: variables added for an experiment (--api-env). */
export async function startBenchStack(ports, extraApiEnv = {}) {
  const missing = missingBuilds();
  if (missing.length) throw new Error(`no build of ${missing.join(', ')}: run without --no-build, or npx nx run-many -t build`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-bench-db-'));
  const hostingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-bench-hosting-'));
  const removeFolders = () => {
    for (const dir of [dataDir, hostingDir]) fs.rmSync(dir, { recursive: true, force: true });
  };
  let stack;
  try {
    const remotes = await snapshotRemotes(hostingDir);
    stack = await startStack({ ports, dataDir, quiet: true, apiEnv: { ...API_ENV, ...extraApiEnv }, hostingDir });
    return {
      ...stack,
      remotes,
      apiPid: childPid('api/dist/main.js'),
      dbPid: childPid('ferretdb'),
      mongoUri: process.env.MONGODB_URI ?? `mongodb://127.0.0.1:${ports.db}/evisa`,
      async stop() {
        await stack.stop();
        removeFolders();
      },
    };
  } catch (error) {
    await stack?.stop();
    removeFolders();
    throw error;
  }
}
