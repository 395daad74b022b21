// `npm run e2e`: build every app, start the whole stack on its own ports with a throw-away database,
// run the Playwright tests in Debian's Chromium, and stop everything.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../repo-root.cjs';
import { E2E_PORTS } from './e2e-ports.mjs';
import { startStack } from './stack.mjs';


const run = (command, args, env = {}) => spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (!process.argv.includes('--no-build')) {
  const built = run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2']);
  if (built !== 0) process.exit(built);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-e2e-db-'));
// Every browser test comes from 127.0.0.1: per-client limits sized for one person would stop the suite
// itself. Rate limiting is tested by the API tests; here the limits are only raised, not switched off. The
// contact form's bot check asks for no minimum time here (its minimum is tested by the API tests), so a browser
// test does not wait it out.
// The payment reconciliation job looks every second at orders older than 30 s: a browser test of a closed browser
// waits half a minute, not five, and the other payment tests' browsers (slow on a busy machine) come back first.
const E2E_API_ENV = {
  RATE_LIMIT_SENSITIVE: '100000',
  RATE_LIMIT_WRITES: '100000',
  RATE_LIMIT_READS: '100000',
  LOOKUP_FAILURES_PER_IP: '10000',
  CONTACT_MIN_FILL_MS: '0',
  PAYMENT_RECONCILE_INTERVAL_MS: '1000',
  PAYMENT_RECONCILE_AFTER_MS: '30000',
};
const stack = await startStack({ ports: E2E_PORTS, dataDir, quiet: true, apiEnv: E2E_API_ENV });
let status = 1;
try {
  // Asynchronously: the static servers live in this process and must keep answering while the tests run.
  const tests = spawn('npx', ['playwright', 'test', ...process.argv.slice(2).filter((a) => a !== '--no-build')], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: stack.urls.site,
      E2E_API_URL: stack.urls.api,
      E2E_MAIL_URL: stack.urls.mail,
      // The desk's tests add their staff with the staff command, against this stack's database.
      E2E_MONGODB_URI: process.env.MONGODB_URI ?? `mongodb://127.0.0.1:${E2E_PORTS.db}/evisa`,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  });
  status = await new Promise((resolve) => tests.once('exit', (code) => resolve(code ?? 1)));
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
