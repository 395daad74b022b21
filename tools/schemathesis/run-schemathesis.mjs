// `npm test`'s property-based check of the API against its own OpenAPI description: schemathesis 4,
// every check, every operation, anonymous and with a valid access cookie, against a throw-away API on its own
// FerretDB. schemathesis is installed from PyPI by this script into .data/schemathesis-venv (gitignored).
//
//   node tools/schemathesis/run-schemathesis.mjs            the whole run (installs, builds the API, starts, tests)
//
// Ports: E2E_PORT_BASE + 118 (API) and + 119 (FerretDB), beside the end-to-end stack's.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
import { API_NODE_OPTIONS } from '../api-node-options.mjs';
import { repoRoot } from '../repo-root.cjs';
import { ensureFerretDb } from '../ferretdb/binary.cjs';
import { launchFerretDb } from '../ferretdb/launch.cjs';

export const SCHEMATHESIS_VERSION = '4.32.5';
const venv = path.join(repoRoot, '.data/schemathesis-venv');
const bin = (name) => path.join(venv, 'bin', name);
const base = Number(process.env.E2E_PORT_BASE ?? 5200);
const ports = { api: base + 118, db: base + 119 };
/** The settings every run shares (tools/schemathesis/schemathesis.toml). */
const CONFIG = path.join(repoRoot, 'tools/schemathesis/schemathesis.toml');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** The virtual environment with the pinned schemathesis, made or mended when it is missing or another version. */
function ensureSchemathesis() {
  const installed = spawnSync(bin('schemathesis'), ['--version'], { encoding: 'utf8' });
  if (installed.status === 0 && installed.stdout.includes(SCHEMATHESIS_VERSION)) return;
  console.log(`[schemathesis] installing schemathesis ${SCHEMATHESIS_VERSION} from PyPI into ${path.relative(repoRoot, venv)}`);
  run('python3', ['-m', 'venv', venv]);
  run(bin('pip'), ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`]);
}

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A throw-away API: its own database folder, no rate limits, mail to a closed port (the outbox keeps it). */
async function startApi(workDir) {
  const db = await launchFerretDb({ bin: await ensureFerretDb({ log: () => {} }), port: ports.db, dataDir: path.join(workDir, 'db'), output: null });
  const logFile = path.join(workDir, 'api.log');
  const api = spawn(process.execPath, [...API_NODE_OPTIONS, path.join(repoRoot, 'api/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(ports.api),
      MONGODB_URI: `${db.uri}evisa`,
      // One line per request (path only): the run's request count is read from it.
      LOG_LEVEL: 'info',
      LOG_FILE: logFile,
      RATE_LIMIT_ENABLED: 'false',
      SMTP_PORT: '9',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => api.once('exit', resolve));
  const url = `http://127.0.0.1:${ports.api}`;
  await Promise.race([waitFor(`${url}/health`), exited.then((code) => Promise.reject(new Error(`the API exited with code ${code}`)))]);
  return {
    url,
    logFile,
    stop: async () => {
      api.kill('SIGTERM');
      await exited;
      await db.stop();
    },
  };
}

/** A real application made through the API, and the access cookie its browser holds. */
async function applicationWithCookie(url) {
  const fixtures = /** @type {typeof import('../../libs/contracts/src/testing/fixtures')} */ (await createJiti(import.meta.url).import(path.join(repoRoot, 'libs/contracts/src/testing/fixtures.ts')));
  const arrival = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${url}/visaapplication/newApplication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...fixtures.VALID_STEP1, expectedArrival: arrival }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`newApplication answered ${response.status}: ${JSON.stringify(body)}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { id: body.data.uniqueId, cookie };
}

/** One schemathesis run (with `configFile`); whether it passed, and what it printed. */
function schemathesis(url, label, configFile, extra) {
  console.log(`\n[schemathesis] ${label}`);
  const result = spawnSync(
    bin('schemathesis'),
    ['--config-file', configFile, 'run', `${url}/openapi.json`, '--max-examples', String(process.env.SCHEMATHESIS_MAX_EXAMPLES ?? 25), ...extra],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 },
  );
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  return { ok: result.status === 0, output: result.stdout };
}

async function main() {
  ensureSchemathesis();
  run('npx', ['nx', 'run', 'api:build', '--outputStyle=stream']);
  const workDir = fs.mkdtempSync(path.join(repoRoot, '.data/schemathesis-run-'));
  const api = await startApi(workDir);
  let failed = false;
  try {
    const { id, cookie } = await applicationWithCookie(api.url);
    const anonymous = path.join(workDir, 'anonymous.toml');
    const owner = path.join(workDir, 'owner.toml');
    fs.writeFileSync(anonymous, fs.readFileSync(CONFIG, 'utf8'));
    // The owner's runs ask about the application the cookie opens (every other id is refused with 403), by query and
    // as the order routes' lead number in the path (`/orders/{id}`; the staff routes' `{id}` answer 401 anyway).
    fs.writeFileSync(owner, `${fs.readFileSync(CONFIG, 'utf8')}\n[parameters]\n"query.applicationId" = "${id}"\n"path.id" = "${id}"\n`);
    const runs = [
      // The coverage phase on one worker: several made Hypothesis fail inside schemathesis.
      ['anonymous: examples and coverage', anonymous, ['--phases', 'examples,coverage', '--workers', '1']],
      ['anonymous: fuzzing and stateful', anonymous, ['--phases', 'fuzzing,stateful', '--workers', '2']],
      ['with a valid access cookie: examples and coverage', owner, ['--phases', 'examples,coverage', '--workers', '1', '-H', `Cookie: ${cookie}`]],
      ['with a valid access cookie: fuzzing and stateful', owner, ['--phases', 'fuzzing,stateful', '--workers', '2', '-H', `Cookie: ${cookie}`]],
    ];
    for (const [label, configFile, extra] of runs) failed = !schemathesis(api.url, label, configFile, extra).ok || failed;
  } finally {
    await api.stop();
    const answered = fs.readFileSync(api.logFile, 'utf8').split('\n').filter((line) => line.includes('"res":{')).length;
    console.log(`\n[schemathesis] the API answered ${answered} requests in the four runs${failed ? '; some checks failed' : ', every check passed'}`);
    if (!failed) fs.rmSync(workDir, { recursive: true, force: true });
    else console.error(`[schemathesis] the API's log: ${path.relative(repoRoot, api.logFile)}`);
  }
  if (failed) process.exit(1);
}

await main();
