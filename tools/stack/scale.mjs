// `npm run scale`: the site with N API instances (default 2) behind nginx, as in a deployment (docs/operations.md):
// FerretDB, the mail sink, the instances (one ACCESS_SECRET, each its own INSTANCE_ID and metrics port), and nginx
// serving the shell and the remotes' builds and spreading /api over the instances. Without PayPal credentials the
// PayPal sandbox (tools/paypal-sandbox) stands in for PayPal: every instance's PAYPAL_BASE_URL points at it, and
// nginx sends /api/sandbox/paypal/ to it.
//
//   npm run scale -- [--instances 3] [--build]      (or SCALE_INSTANCES=3)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { repoRoot } from '../repo-root.cjs';
import { SetupError } from '../ferretdb/build.cjs';
import { startLocalDatabase } from '../ferretdb/local-database.mjs';
import { startMailSink } from './mail-sink.mjs';
import { PAGE_SCRIPT_HASH, PAGE_STYLE_HASH, startNginx } from './nginx.mjs';
import { contentSecurityPolicy, manifestOrigins } from './security-headers.mjs';
import { API_PROCESS_ENV, localDatabaseUri, missingBuilds, paypalForApi, REMOTES, startApi, waitForHttp } from './stack.mjs';

/**
 * Ports of the scaled stack: the site (nginx) on SHELL_PORT, instance i on PORT + i, the PayPal stand-in on
 * PORT + instances, instance i's metrics on METRICS_PORT + i.
 */
export function scalePorts(instances, env = process.env) {
  const api = Number(env.PORT ?? 3000);
  const metrics = Number(env.METRICS_PORT ?? 9464);
  return {
    site: Number(env.SHELL_PORT ?? 4200),
    apis: Array.from({ length: instances }, (_, i) => api + i),
    paypal: api + instances,
    metrics: Array.from({ length: instances }, (_, i) => metrics + i),
    db: Number(env.FERRETDB_PORT ?? 27017),
    smtp: Number(env.SMTP_PORT ?? 1025),
    mailHttp: Number(env.MAIL_SINK_HTTP_PORT ?? 1080),
  };
}

/**
 * One API instance that can be stopped (SIGTERM: readiness down, SHUTDOWN_DELAY_MS of service, in-flight requests
 * finish) and started again on the same port.
 */
function instance({ name, port, env, quiet, graceMs }) {
  let process_;
  return {
    name,
    port,
    get running() {
      return Boolean(process_);
    },
    async start() {
      process_ = startApi({ name, port, env, quiet });
      await Promise.race([
        waitForHttp(`http://127.0.0.1:${port}/ready`, 90_000),
        process_.exited.then((code) => Promise.reject(new Error(`${name} exited with code ${code} before it was ready`))),
      ]);
    },
    async stop() {
      const stopping = process_;
      process_ = undefined;
      await stopping?.stop(graceMs);
    },
  };
}

/**
 * Starts the scaled stack and resolves when the site answers through nginx.
 * @returns {Promise<{ urls: { site: string, mail: string }, ports, instances: ReturnType<typeof instance>[], mongoUri: string, runDir: string, stop(): Promise<void> }>}
 */
export async function startScaledStack({
  instances: count = 2,
  ports = scalePorts(count),
  dataDir = path.join(repoRoot, '.data/ferretdb'),
  runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-scale-')),
  quiet = false,
  apiEnv = /** @type {Record<string, string>} */ ({}),
  upstreamHeader = false,
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

    const siteUrl = `http://localhost:${ports.site}`;
    const mongoUri = process.env.MONGODB_URI ?? localDatabaseUri(db.uri);
    const shutdownDelayMs = Number(apiEnv.SHUTDOWN_DELAY_MS ?? process.env.SHUTDOWN_DELAY_MS ?? 2000);
    /** @type {Record<string, string>} */
    const shared = {
      MONGODB_URI: mongoUri,
      SITE_URL: siteUrl,
      CORS_ORIGINS: `${siteUrl},http://127.0.0.1:${ports.site}`,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(ports.smtp),
      // Every instance signs and checks the same access cookies.
      ACCESS_SECRET: process.env.ACCESS_SECRET ?? randomBytes(32).toString('base64url'),
      SHUTDOWN_DELAY_MS: String(shutdownDelayMs),
      ...API_PROCESS_ENV,
      ...apiEnv,
    };
    const paypal = await paypalForApi(ports.paypal, { ...process.env, ...shared });
    if (paypal.sandbox) stops.push(() => paypal.sandbox.close());
    Object.assign(shared, paypal.env);
    const apis = ports.apis.map((port, i) =>
      instance({ name: `api-${i + 1}`, port, quiet, graceMs: shutdownDelayMs + 30_000, env: { ...shared, INSTANCE_ID: `api-${i + 1}`, METRICS_PORT: String(ports.metrics[i]) } }),
    );
    stops.push(() => Promise.all(apis.map((api) => api.stop())));
    await Promise.all(apis.map((api) => api.start()));

    const remotes = REMOTES.filter((remote) => fs.existsSync(path.join(repoRoot, remote.dir, 'dist'))).map((remote) => ({
      ...remote,
      prefix: `/mf/${remote.dir}/`,
      dir: path.join(repoRoot, remote.dir, 'dist'),
    }));
    const manifest = Object.fromEntries(remotes.map((remote) => [remote.name, `${siteUrl}${remote.prefix}remoteEntry.js`]));
    const remotesJson = path.join(runDir, 'remotes.json');
    fs.writeFileSync(remotesJson, JSON.stringify(manifest));
    const nginx = await startNginx({
      port: ports.site,
      apiPorts: ports.apis,
      paypalPort: paypal.sandbox?.port,
      shellDir: path.join(repoRoot, 'shell/dist'),
      remotes,
      remotesJson,
      runDir,
      upstreamHeader,
      csp: contentSecurityPolicy({ remoteOrigins: manifestOrigins(manifest), styleHash: PAGE_STYLE_HASH, scriptHash: PAGE_SCRIPT_HASH }),
    });
    stops.push(() => nginx.stop());
    await Promise.race([
      waitForHttp(`http://127.0.0.1:${ports.site}/api/ready`),
      nginx.exited.then((code) => Promise.reject(new Error(`nginx exited with code ${code}: ${nginx.errors()}`))),
    ]);
    return { urls: { site: siteUrl, mail: `http://127.0.0.1:${ports.mailHttp}` }, ports, instances: apis, mongoUri, runDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { instances: { type: 'string', default: process.env.SCALE_INSTANCES ?? '2' }, build: { type: 'boolean', default: false } } });
  const count = Number(values.instances);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`--instances must be a whole number of 1 or more, not ${values.instances}`);
    process.exit(1);
  }
  if (missingBuilds().length > 0 || process.argv.includes('--build')) {
    console.log('Building the apps (nx caches what has not changed)…');
    const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  let stack;
  try {
    stack = await startScaledStack({ instances: count });
  } catch (error) {
    console.error(`\n${error instanceof SetupError ? '' : 'Could not start the scaled site: '}${error.message}`);
    process.exit(1);
  }
  console.log(`
  The site (nginx): ${stack.urls.site}
  API instances:    ${stack.instances.map((api) => `${api.name} 127.0.0.1:${api.port}`).join(', ')}
  PayPal sandbox:   ${stack.urls.site}/api/sandbox/paypal (its own process on 127.0.0.1:${stack.ports.paypal})
  Metrics:          ${stack.ports.metrics.map((port) => `http://127.0.0.1:${port}/metrics`).join(', ')}
  Received mail:    ${stack.urls.mail}
  nginx files:      ${stack.runDir}
Press Ctrl-C to stop.
`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      console.log('\nStopping…');
      await stack.stop();
      process.exit(0);
    });
  }
}
