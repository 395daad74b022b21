// The site as the benchmark measures it: the built shell and remotes, the API built in api/dist, and a
// throw-away FerretDB, all on the benchmark's ports, with the API configured as in production except that
// rate limiting is off (RATE_LIMIT_ENABLED=false, api/src/platform/config/app-config.ts): a load test is one client.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseRemote } from '../../tools/release/release-remote.mjs';
import { startLocalDatabase } from '../../tools/ferretdb/local-database.mjs';
import { repoRoot } from '../../tools/repo-root.cjs';
import { startMailSink } from '../../tools/stack/mail-sink.mjs';
import { API_PROCESS_ARGS, API_PROCESS_ENV, REMOTES, localDatabaseUri, missingBuilds, startStack } from '../../tools/stack/stack.mjs';
import { childPid } from './process-stats.mjs';

export const API_ENV = {
  NODE_ENV: 'production',
  // A fresh database each run: migrated by the API itself at start rather than by a separate command.
  MIGRATE_AT_START: 'true',
  RATE_LIMIT_ENABLED: 'false',
  ACCESS_SECRET: randomBytes(32).toString('base64url'),
  // Production refuses to start without PayPal credentials; the benchmark never pays, so placeholders do.
  PAYPAL_CLIENT_ID: 'bench-placeholder',
  PAYPAL_CLIENT_SECRET: 'bench-placeholder',
  // Production names the proxies it trusts: here the local site server.
  TRUST_PROXY: 'loopback',
  // Production refuses placeholder mail domains; the benchmark's mail goes to its own sink whatever the address.
  AGENCY_EMAIL: 'agency@bench.evisa.dev',
  MAIL_FROM: 'India e-Visa Services <no-reply@bench.evisa.dev>',
  // Production requires the agency's legal identity (the e-mails' footer).
  AGENCY_LEGAL_NAME: 'India e-Visa Services Ltd (benchmark)',
  AGENCY_POSTAL_ADDRESS: '1 Bench Street, Wilmington, DE 19801, United States',
  AGENCY_REGISTRATION_NUMBER: 'BENCH-0000000',
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

/**
 * Only FerretDB, the mail sink and the API (from api/dist), with the API's environment as startStack gives it:
 * enough for the api and uploads sections, which then need no build of the front-ends.
 */
async function startApiOnly({ ports, dataDir, apiEnv }) {
  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
  };
  try {
    const db = await startLocalDatabase({ port: ports.db, dataDir, output: null });
    stops.push(() => db.stop());
    const mail = await startMailSink({ smtpPort: ports.smtp, httpPort: ports.mailHttp });
    stops.push(() => mail.stop());
    const siteUrl = `http://localhost:${ports.shell}`;
    const env = {
      ...process.env,
      MONGODB_URI: process.env.MONGODB_URI ?? localDatabaseUri(db.uri),
      SITE_URL: siteUrl,
      CORS_ORIGINS: siteUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(ports.smtp),
      // One instance, no load balancer to drain it from: stop at once, within the stop's 5 s before SIGKILL.
      SHUTDOWN_DELAY_MS: '0',
      ...API_PROCESS_ENV,
      ...apiEnv,
      PORT: String(ports.api),
    };
    const child = spawn(process.execPath, API_PROCESS_ARGS, { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    stops.push(async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    for (const deadline = Date.now() + 30000; ; ) {
      if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} before it answered`);
      if (await fetch(`${apiUrl}/health`).then((r) => r.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error('the API did not answer within 30 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    return { ports, mail, urls: { site: siteUrl, api: apiUrl, mail: `http://127.0.0.1:${ports.mailHttp}` }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * `extraApiEnv`: variables added for an experiment (--api-env). `frontEnds`: false when the pages are not
 * measured (--only api,uploads): then only the API's build is needed, and no static server starts.
 */
export async function startBenchStack(ports, extraApiEnv = {}, { frontEnds = true } = {}) {
  const missing = missingBuilds().filter((dir) => frontEnds || dir === 'api');
  if (missing.length) throw new Error(`no build of ${missing.join(', ')}: run without --no-build, or npx nx run-many -t build`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-bench-db-'));
  const hostingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-bench-hosting-'));
  const removeFolders = () => {
    for (const dir of [dataDir, hostingDir]) fs.rmSync(dir, { recursive: true, force: true });
  };
  let stack;
  try {
    const apiEnv = { ...API_ENV, ...extraApiEnv };
    const remotes = frontEnds ? await snapshotRemotes(hostingDir) : {};
    stack = frontEnds ? await startStack({ ports, dataDir, quiet: true, apiEnv, hostingDir }) : await startApiOnly({ ports, dataDir, apiEnv });
    return {
      ...stack,
      remotes,
      apiPid: childPid('api/dist/main.js'),
      dbPid: childPid('ferretdb'),
      // The baseline connects as the API does (the same pool on the local FerretDB): the same database work.
      mongoUri: process.env.MONGODB_URI ?? localDatabaseUri(`mongodb://127.0.0.1:${ports.db}/`),
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
