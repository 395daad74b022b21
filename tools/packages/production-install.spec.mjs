// The production install that docs/operations.md describes: the API's bundle plus only its runtime dependencies
// (`npm ci --omit=dev --workspace=api`), started with NODE_ENV=production against a real database.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ensureFerretDb } from '../ferretdb/binary.cjs';
import { launchFerretDb } from '../ferretdb/launch.cjs';
import { API_NODE_OPTIONS } from '../api-node-options.mjs';
import { migrate, startApi } from '../deploy/deployed-api.mjs';
import { deploymentEnv } from '../deploy/deployment-env.mjs';
import { freePort } from '../free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** What a deployment receives: the manifests, the lock file and the API's bundle (no sources, no node_modules). */
function copyDeployable(target) {
  for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(root, file), path.join(target, file));
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location === '' || location.includes('node_modules') || entry.link) continue;
    fs.mkdirSync(path.join(target, location), { recursive: true });
    fs.copyFileSync(path.join(root, location, 'package.json'), path.join(target, location, 'package.json'));
  }
  fs.cpSync(path.join(root, 'api/dist'), path.join(target, 'api/dist'), { recursive: true });
}

let dir;
let db;
let api;
let baseUrl;

before(async () => {
  run('npx', ['nx', 'run', 'api:build', '--outputStyle=stream'], root);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-production-'));
  copyDeployable(dir);
  run('npm', ['ci', '--omit=dev', '--workspace=api', '--ignore-scripts', '--no-audit', '--no-fund'], dir);
  db = await launchFerretDb({ bin: await ensureFerretDb({ log: () => {} }), port: await freePort(), dataDir: path.join(dir, 'db') });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...deploymentEnv({ port, mongoUri: `${db.uri}evisa_production_test` }), NODE_ENV: 'production', HOST: '127.0.0.1' };
  // A deployment migrates before the new version starts (docs/operations.md, "Upgrading").
  migrate({ cwd: dir, script: 'api/dist/migrate.js', env });
  api = startApi({ args: [...API_NODE_OPTIONS, 'api/dist/main.js'], cwd: dir, env, port });
  await api.ready();
});

after(async () => {
  api?.kill();
  await db?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const get = (pathname) => fetch(baseUrl + pathname);

test('installs only the runtime dependencies', () => {
  const installed = (name) => fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'));
  for (const runtime of ['@nestjs/core', 'mongoose', 'sharp', 'nodemailer']) assert.ok(installed(runtime), `${runtime} is missing`);
  for (const dev of ['jest', 'webpack', 'eslint', 'nx', '@playwright/test']) assert.ok(!installed(dev), `${dev} was installed`);
});

test('starts with NODE_ENV=production and is ready with its database', async () => {
  const ready = await get('/ready');
  assert.equal(ready.status, 200);
  assert.equal((await get('/health')).status, 200);
});

test('serves no payment sandbox in production', async () => {
  assert.equal((await get('/sandbox/paypal/checkout')).status, 404);
});
