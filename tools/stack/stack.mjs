// The whole site as one set of processes: FerretDB, the mail sink, the PayPal sandbox, the API, and the shell and five remotes
// served from their builds. Used by `npm start` (default ports) and the end-to-end tests (E2E ports).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_NODE_OPTIONS } from '../api-node-options.mjs';
import { repoRoot } from '../repo-root.cjs';
import { startLocalDatabase } from '../ferretdb/local-database.mjs';
import { startMailSink } from './mail-sink.mjs';
import { DEFAULT_SANDBOX_PORT, SANDBOX_CREDENTIALS, startPaypalSandbox } from '../paypal-sandbox/paypal-sandbox.mjs';
import { startStaticServer } from './static-server.mjs';
import { readLiveManifest } from '../release/hosting-store.mjs';

export const REMOTES = [
  { name: 'mf_info_pages', dir: 'mf-info-pages', offset: 1 },
  { name: 'mf_application', dir: 'mf-application', offset: 2 },
  { name: 'mf_documents', dir: 'mf-documents', offset: 3 },
  { name: 'mf_payment', dir: 'mf-payment', offset: 4 },
  { name: 'mf_desk', dir: 'mf-desk', offset: 5 },
];

/** ARCHITECTURE 7: the default local ports, each overridable by an environment variable. */
export function defaultPorts(env = process.env) {
  const shell = Number(env.SHELL_PORT ?? 4200);
  return {
    shell,
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, Number(env[`${r.name.toUpperCase()}_PORT`] ?? shell + r.offset)])),
    api: Number(env.PORT ?? 3000),
    db: Number(env.FERRETDB_PORT ?? 27017),
    smtp: Number(env.SMTP_PORT ?? 1025),
    mailHttp: Number(env.MAIL_SINK_HTTP_PORT ?? 1080),
    paypal: Number(env.PAYPAL_SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT),
  };
}

export function missingBuilds() {
  return ['shell', 'api', ...REMOTES.map((r) => r.dir)].filter((dir) => !fs.existsSync(path.join(repoRoot, dir, 'dist')));
}

function prefixLines(name, stream, out) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

export async function waitForHttp(url, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** node's arguments for an API process of the built API (the stack's and the benchmark's). */
export const API_PROCESS_ARGS = ['--enable-source-maps', ...API_NODE_OPTIONS, path.join(repoRoot, 'api/dist/main.js')];

/** One API process (api/dist/main.js) on `port`; its output prefixed with `[name]`. */
export function startApi({ port, env, quiet, name = 'api' }) {
  const child = spawn(process.execPath, API_PROCESS_ARGS, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const sink = quiet ? { write: () => true } : process.stdout;
  prefixLines(name, child.stdout, sink);
  prefixLines(name, child.stderr, process.stderr);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    /** SIGTERM (the API's graceful shutdown), then SIGKILL after `graceMs`. */
    stop: async (graceMs = 5000) => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * Environment every API process of the stack gets (the benchmark's API-only stack too). A fixed glibc mmap
 * threshold: blocks of 128 KB and more (upload bodies, images) are mapped and go back to the system when freed,
 * instead of glibc raising the threshold and keeping them in its heap after a burst of uploads
 * (docs/performance.md, docs/operations.md). An explicit value in the environment wins.
 */
export const API_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072' };

/**
 * The API's connection string for the stack's own FerretDB: a driver pool of 4 connections. FerretDB v1 runs its
 * SQLite writes one at a time, and with the driver's default pool (100) every concurrent save waits in SQLite's
 * busy handler, which sleeps: at 16 concurrent saves the p99 was 3.9 s with the default pool and 0.65 s with 2.
 * Since finds and updates by _id use the index (tools/ferretdb/patches), a write holds SQLite briefly, and 4 serve 15-20%
 * more requests a second than 2 (docs/performance.md). Not for MongoDB: a MONGODB_URI given is used as it is.
 */
export function localDatabaseUri(dbUri) {
  return `${dbUri.replace(/\/$/, '')}/evisa?maxPoolSize=4`;
}

/**
 * PayPal for the API: real credentials from the environment, else the local sandbox (started here) with its own.
 * @returns {Promise<{ env: Record<string, string>, sandbox?: Awaited<ReturnType<typeof startPaypalSandbox>> }>}
 */
export async function paypalForApi(port, env = process.env) {
  if (env.PAYPAL_CLIENT_ID) return { env: {} };
  const sandbox = await startPaypalSandbox({ port });
  return { env: { ...SANDBOX_CREDENTIALS, PAYPAL_BASE_URL: sandbox.baseUrl }, sandbox };
}

/** With real PayPal credentials the site shows PayPal's own buttons: its /config.json carries the client id. */
function siteConfigOverride(env = process.env) {
  if (!env.PAYPAL_CLIENT_ID) return {};
  const config = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell/public/config.json'), 'utf8'));
  return { '/config.json': { ...config, paypalClientId: env.PAYPAL_CLIENT_ID } };
}

/**
 * Starts everything and resolves when the site answers. `dataDir` holds the database files.
 * `hostingDir` (default $EVISA_HOSTING_DIR, else none): a release hosting folder (tools/release). The remotes its
 * live manifest lists are served from it under /remotes/, as on the CDN, and follow `npm run release` / `rollback`
 * on the next page load; the others still come from their builds.
 * Returns { urls, ports, mail, stop() }.
 */
export async function startStack({
  ports = defaultPorts(),
  dataDir = path.join(repoRoot, '.data/ferretdb'),
  quiet = false,
  apiEnv = {},
  hostingDir = process.env.EVISA_HOSTING_DIR,
} = {}) {
  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
  };
  try {
    const db = await startLocalDatabase({ port: ports.db, dataDir, output: quiet ? null : undefined });
    stops.push(() => db.stop());

    const mail = await startMailSink({ smtpPort: ports.smtp, httpPort: ports.mailHttp });
    stops.push(() => mail.stop());

    const paypal = await paypalForApi(ports.paypal, { ...process.env, ...apiEnv });
    if (paypal.sandbox) stops.push(() => paypal.sandbox.close());

    const siteUrl = `http://localhost:${ports.shell}`;
    const mongoUri = process.env.MONGODB_URI ?? localDatabaseUri(db.uri);
    const api = startApi({
      port: ports.api,
      quiet,
      env: {
        MONGODB_URI: mongoUri,
        SITE_URL: siteUrl,
        CORS_ORIGINS: `${siteUrl},http://127.0.0.1:${ports.shell}`,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(ports.smtp),
        ...paypal.env,
        // One instance, no load balancer to drain it from: stop at once (docs/operations.md, graceful shutdown).
        SHUTDOWN_DELAY_MS: '0',
        ...API_PROCESS_ENV,
        ...apiEnv,
      },
    });
    stops.push(() => api.stop());
    await Promise.race([
      waitForHttp(`http://127.0.0.1:${ports.api}/health`),
      api.exited.then((code) => Promise.reject(new Error(`the API exited with code ${code} before it answered`))),
    ]);

    const manifest = Object.fromEntries(REMOTES.map((r) => [r.name, `http://localhost:${ports.remotes[r.name]}/remoteEntry.js`]));
    for (const remote of REMOTES) {
      const server = await startStaticServer({ dir: path.join(repoRoot, remote.dir, 'dist'), port: ports.remotes[remote.name], cors: true });
      stops.push(() => new Promise((resolve) => server.close(resolve)));
    }
    if (hostingDir && /^s3:\/\//i.test(hostingDir)) throw new Error(`EVISA_HOSTING_DIR=${hostingDir}: the local stack serves a hosting folder; a bucket is served by its CDN`);
    const hosting = hostingDir && path.resolve(hostingDir);
    if (hosting && !quiet) console.log(`[stack] remotes released to ${hosting} are served from it under /remotes/`);
    const shell = await startStaticServer({
      dir: path.join(repoRoot, 'shell/dist'),
      port: ports.shell,
      spa: true,
      apiTarget: `http://127.0.0.1:${ports.api}`,
      paypalTarget: paypal.sandbox && `http://127.0.0.1:${ports.paypal}`,
      overrides: { '/remotes.json': hosting ? () => ({ ...manifest, ...readLiveManifest(hosting) }) : manifest, ...siteConfigOverride() },
      mounts: hosting ? { '/remotes/': path.join(hosting, 'remotes') } : {},
    });
    stops.push(() => new Promise((resolve) => shell.close(resolve)));

    return {
      ports,
      mail,
      urls: { site: siteUrl, api: `http://127.0.0.1:${ports.api}`, mail: `http://127.0.0.1:${ports.mailHttp}`, paypal: paypal.sandbox?.baseUrl },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
