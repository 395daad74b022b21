// node --test: the API's image (tools/deploy/api.Dockerfile) where no container engine runs. Its instructions are carried
// out in a plain folder from the packaged artifact, as `docker build` and `docker run` would: the instance must
// become ready against a real database, pass the image's own health check, and stop cleanly on the image's stop signal.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ensureFerretDb } from '../ferretdb/binary.cjs';
import { launchFerretDb } from '../ferretdb/launch.cjs';
import { freePort } from '../free-port.mjs';
import { packageApi } from '../package/package.mjs';
import { repoRoot } from '../repo-root.cjs';
import { migrate, startApi } from './deployed-api.mjs';
import { deploymentEnv } from './deployment-env.mjs';
import { envOf, readDockerfile } from './dockerfile.mjs';

const instructions = readDockerfile(path.join(repoRoot, 'tools/deploy/api.Dockerfile'));
const last = (name) => instructions.filter((i) => i.instruction === name).at(-1);

let work;
let app;

before(() => {
  const built = spawnSync('npx', ['nx', 'run', 'api:build', '--outputStyle=stream'], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
  assert.equal(built.status, 0, built.stdout + built.stderr);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-api-image-'));
  const context = packageApi(path.join(work, 'package')).dir;
  // The image's file system is a folder; WORKDIR is a folder inside it.
  const image = path.join(work, 'image');
  let cwd = image;
  for (const { instruction, args } of instructions) {
    if (instruction === 'WORKDIR') fs.mkdirSync((cwd = path.join(image, args)), { recursive: true });
    if (instruction === 'COPY') {
      const [destination, ...sources] = args.split(/\s+/).reverse();
      for (const source of sources) fs.copyFileSync(path.join(context, source), path.join(cwd, destination, source));
    }
    if (instruction === 'RUN') {
      const result = spawnSync('sh', ['-c', args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: work, ...envOf(instructions) } });
      assert.equal(result.status, 0, `RUN ${args}\n${result.stdout}${result.stderr}`);
    }
  }
  app = cwd;
});
after(() => work && fs.rmSync(work, { recursive: true, force: true }));

test('starts from an official Node image of a supported major and runs as an unprivileged user', () => {
  const [, major] = /^node:(\d+)\.\d+\.\d+-\S+$/.exec(last('FROM').args) ?? [];
  const engines = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).engines.node;
  assert.ok(major && engines.includes(`^${major}.`), `FROM ${last('FROM').args} is a Node the project supports (${engines})`);
  assert.ok(last('USER') && !['root', '0'].includes(last('USER').args), 'USER names an unprivileged user');
  assert.deepEqual(last('CMD').exec?.[0], 'node', 'CMD in exec form starts node itself, so that signals reach it');
});

test('installs from the artifact’s lock only the runtime packages', () => {
  const installed = (name) => fs.existsSync(path.join(app, 'node_modules', name, 'package.json'));
  for (const runtime of ['@nestjs/core', 'mongoose', 'sharp', 'nodemailer']) assert.ok(installed(runtime), `${runtime} is installed`);
  for (const dev of ['jest', 'webpack', 'typescript', 'nx', 'eslint']) assert.ok(!installed(dev), `${dev} is not installed`);
  const lock = JSON.parse(fs.readFileSync(path.join(app, 'package-lock.json'), 'utf8'));
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location && !entry.optional) assert.equal(JSON.parse(fs.readFileSync(path.join(app, location, 'package.json'), 'utf8')).version, entry.version, location);
  }
});

test("holds the script of the desk's passport-reading worker thread, which loads with the image's packages", () => {
  const read = "const read = require('./passport-read-worker.js').default; process.stdout.write(JSON.stringify(read({ grey: { width: 8, height: 8, data: new Uint8Array(64) }, today: '2026-01-01' })))";
  const result = spawnSync(process.execPath, ['-e', read], { cwd: app, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  assert.deepEqual(JSON.parse(result.stdout), { ok: false, reason: 'noMrz' });
});

test('migrates, then serves when ready, passes its health check, and stops cleanly on its stop signal', async () => {
  const db = await launchFerretDb({ bin: await ensureFerretDb({ log: () => {} }), port: await freePort(), dataDir: path.join(work, 'db'), output: null });
  const port = await freePort();
  // The image's environment, and what `docker run -e` gives a deployment (compose.yaml names the same).
  const env = {
    ...envOf(instructions),
    ...deploymentEnv({ port, mongoUri: `${db.uri}evisa` }),
    HOST: '127.0.0.1',
    METRICS_HOST: '127.0.0.1',
    METRICS_PORT: String(await freePort()),
  };
  const healthCheck = () => spawnSync(last('HEALTHCHECK').exec[0], last('HEALTHCHECK').exec.slice(1), { env, timeout: 5000 }).status;
  // What a deployment runs before the new version (compose.yaml's migrate service): the image's command line, migrate.js.
  migrate({ cwd: app, env });
  const [command, ...args] = last('CMD').exec;
  const api = startApi({ command, args, cwd: app, env, port });
  try {
    await api.ready();
    assert.equal(healthCheck(), 0, 'the health check passes');
    assert.equal((await fetch(`http://127.0.0.1:${env.METRICS_PORT}/metrics`)).status, 200, 'metrics on their own port');
    await api.stopCleanly(/** @type {NodeJS.Signals} */ (last('STOPSIGNAL').args));
    assert.equal(healthCheck(), 1, 'the health check fails once the API is gone');
  } finally {
    api.kill();
    await db.stop();
  }
});
