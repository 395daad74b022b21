// node --test: `npm run package`. The API's artifact holds only what the bundle requires and
// starts from its own folder with NODE_ENV=production; the apps keep their hashed names and lose their source maps.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { answersFor } from '../load/answers.mjs';
import { ensureFerretDb } from '../ferretdb/binary.cjs';
import { launchFerretDb } from '../ferretdb/launch.cjs';
import { APPS, lockFor, packageAll, requiredPackages } from './package.mjs';
import { migrate, startApi } from '../deploy/deployed-api.mjs';
import { deploymentEnv } from '../deploy/deployment-env.mjs';
import { freePort } from '../free-port.mjs';

let work;
let out;
let artifacts;

before(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-package-'));
  out = path.join(work, 'out');
  artifacts = packageAll({ out });
});
after(() => work && fs.rmSync(work, { recursive: true, force: true }));

describe('npm run package', () => {
  it('finds the packages a bundle requires, not node built-ins or sub-paths', () => {
    const bundle = 'require("node:fs"); require("fs"); require("@nestjs/core"); require("date-fns/addMonths"); require("./chunk"); require("i18n-iso-countries/langs/en.json")';
    assert.deepEqual(requiredPackages(bundle), ['@nestjs/core', 'date-fns', 'i18n-iso-countries']);
  });

  it('cuts the workspace lock down to what the API needs, found as Node finds it', () => {
    const packages = {
      '': { name: 'workspace' },
      'node_modules/a': { version: '1.0.0', dependencies: { b: '^2', c: '^1' }, peerDependencies: { tool: '*' } },
      'node_modules/a/node_modules/b': { version: '2.0.0' },
      'node_modules/b': { version: '1.0.0', dev: true },
      'node_modules/c': { version: '1.2.0', optionalDependencies: { 'c-linux': '1.2.0', 'c-darwin': '1.2.0' } },
      'node_modules/c-linux': { version: '1.2.0', optional: true },
      'node_modules/tool': { version: '9.0.0', devOptional: true },
      'node_modules/jest': { version: '30.0.0', dev: true },
    };
    const lock = lockFor({ packages }, { name: 'evisa-api', version: '1.0.0', dependencies: { a: '1.0.0' } });
    assert.deepEqual(Object.keys(lock.packages), ['', 'node_modules/a', 'node_modules/a/node_modules/b', 'node_modules/c', 'node_modules/c-linux']);
    assert.deepEqual(lock.packages['node_modules/c'], packages['node_modules/c']);
    assert.throws(() => lockFor({ packages }, { name: 'evisa-api', version: '1.0.0', dependencies: { missing: '1.0.0' } }), /does not hold missing/);
  });

  it('packs the API with only its runtime dependencies, at the versions of the workspace\'s lock', () => {
    const api = path.join(out, 'api');
    const manifest = JSON.parse(fs.readFileSync(path.join(api, 'package.json'), 'utf8'));
    assert.equal(manifest.devDependencies, undefined);
    assert.ok(manifest.dependencies['@nestjs/core'] && manifest.dependencies.mongoose && manifest.dependencies['rate-limiter-flexible']);
    for (const tool of ['jest', 'webpack', 'typescript', 'ts-loader', 'eslint', '@playwright/test', 'nx', 'react']) {
      assert.equal(fs.existsSync(path.join(api, 'node_modules', tool)), false, `${tool} is not in the API's artifact`);
    }
    const workspaceLock = JSON.parse(fs.readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));
    const apiLock = JSON.parse(fs.readFileSync(path.join(api, 'package-lock.json'), 'utf8'));
    for (const [location, entry] of Object.entries(apiLock.packages)) {
      if (location === '') continue;
      assert.deepEqual(entry, workspaceLock.packages[location], `${location} is the workspace's`);
      const installed = path.join(api, location, 'package.json');
      if (!entry.optional) assert.equal(JSON.parse(fs.readFileSync(installed, 'utf8')).version, entry.version, `${location} is installed from the lock`);
    }
    assert.deepEqual(
      artifacts.map((a) => a.name),
      ['api', ...APPS],
    );
    for (const a of artifacts) assert.ok(fs.statSync(path.join(out, a.archive)).size > 0 && /^[0-9a-f]{64}$/.test(a.sha256));
  });

  it('keeps the apps’ hashed file names and leaves out source maps', () => {
    for (const app of APPS) {
      const files = fs.readdirSync(path.join(out, app), { recursive: true, encoding: 'utf8' });
      assert.ok(files.some((file) => /\.[0-9a-f]{8}\.js$/.test(file)), `${app} has hashed scripts`);
      assert.ok(files.includes(app === 'shell' ? 'index.html' : 'remoteEntry.js'), `${app} has its entry`);
      assert.deepEqual(files.filter((file) => /\.map$/.test(file)), [], `${app} has no source maps`);
    }
  });

  it('starts the API from its artifact with NODE_ENV=production, serves a request and stops on SIGTERM', async () => {
    const dataDir = path.join(work, 'db');
    const db = await launchFerretDb({ bin: await ensureFerretDb({ log: () => {} }), port: await freePort(), dataDir, output: null });
    const port = await freePort();
    // Only what a deployment sets: no workspace on the module path.
    const env = { ...deploymentEnv({ port, mongoUri: `${db.uri}evisa` }), NODE_ENV: 'production' };
    // A deployment migrates before the new version starts (docs/operations.md, "Upgrading").
    migrate({ cwd: path.join(out, 'api'), env });
    // The artifact's start script (`npm start`): node with the API's options.
    const [node, ...args] = JSON.parse(fs.readFileSync(path.join(out, 'api/package.json'), 'utf8')).scripts.start.split(' ');
    assert.equal(node, 'node');
    const api = startApi({ args, cwd: path.join(out, 'api'), env, port });
    try {
      await api.ready();
      const created = await fetch(`http://127.0.0.1:${port}/visaapplication/newApplication`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(answersFor(1).step1),
      });
      assert.equal(created.status, 200, api.output());
      assert.match((await created.json()).data.uniqueId, /^IN/);
      const refused = await fetch(`http://127.0.0.1:${port}/visaapplication/newApplication`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      assert.equal(refused.status, 400);
      assert.equal((await fetch(`http://127.0.0.1:${port}/sandbox/paypal/v1/oauth2/token`, { method: 'POST' })).status, 404, 'no PayPal sandbox in production');
      // Nest closes the application, then ends the process with the signal it received.
      await api.stopCleanly('SIGTERM');
    } finally {
      api.kill();
      await db.stop();
    }
  });
});
