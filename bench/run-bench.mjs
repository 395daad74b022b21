// `npm run bench`: builds the site, starts it with a throw-away database on ports 6900+, measures the
// pages on a throttled phone, runs Lighthouse on four of them, photo uploads, and the API against a bare baseline, prints the tables with a
// PASS/OVER per budget, and writes bench/results/<timestamp>.json and latest.json. The budgets never fail the
// run: it exits non-zero only when the harness itself fails. Options: bench/bench-options.mjs.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { repoRoot } from '../tools/repo-root.cjs';
import { benchApi } from './api/api-bench.mjs';
import { parseOptions } from './bench-options.mjs';
import { BUDGETS } from './budgets.mjs';
import { buildApplication } from './fixtures/application-builder.mjs';
import { HttpSession } from './fixtures/http-session.mjs';
import { benchLighthouse } from './pages/lighthouse-bench.mjs';
import { benchPages } from './pages/page-bench.mjs';
import { benchPassportScan } from './passport-scan/passport-scan-bench.mjs';
import { CPU_SLOWDOWN, PHONE, SLOW_4G } from './pages/phone-profile.mjs';
import { budgetChecks } from './report/budget-checks.mjs';
import { printReport } from './report/print-table.mjs';
import { machine, writeResults } from './report/write-results.mjs';
import { benchPorts } from './stack/bench-ports.mjs';
import { startBenchStack } from './stack/bench-stack.mjs';
import { benchUploads } from './uploads/upload-bench.mjs';

/** Applications the load runs rotate over: one per connection at the highest concurrency. */
const POOL_SIZE = 64;

const log = (line) => console.log(line);

async function applicationPool(apiUrl, size, through = 'step3') {
  const pool = [];
  for (let i = 0; i < size; i += 1) {
    const session = new HttpSession(apiUrl);
    const { id, notes } = await buildApplication(session, { through });
    if (notes.length) throw new Error(`could not prepare the applications for the load runs: ${notes.join('; ')}`);
    pool.push({ id, cookie: session.cookieHeader });
  }
  return pool;
}

/** Runs one section; the machine's load average before and after is kept with it (other work skews figures). */
async function section(name, results, run) {
  log(`\n== ${name}`);
  const started = Date.now();
  const loadBefore = os.loadavg()[0];
  try {
    results[name] = await run();
  } catch (error) {
    results.errors.push({ section: name, message: error.stack ?? String(error) });
    log(`  ${name} failed: ${error.message}`);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  results.sectionStats[name] = { seconds, loadAverageBefore: loadBefore, loadAverageAfter: os.loadavg()[0] };
  log(`  (${seconds} s; 1-minute load average ${loadBefore.toFixed(1)} -> ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs)`);
}

const options = parseOptions();
if (options.build) {
  log('== build (npx nx run-many -t build)');
  const built = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const results = {
  startedAt: new Date().toISOString(),
  machine: machine(),
  options,
  profile: { phone: PHONE, network: SLOW_4G, cpuSlowdown: CPU_SLOWDOWN },
  budgets: BUDGETS,
  errors: [],
  sectionStats: {},
};
const ports = benchPorts(options.portBase);
log(`== starting the site on ports ${options.portBase}+ (remotes released to a throw-away hosting folder, rate limiting off)`);
const frontEnds = ['pages', 'lighthouse', 'passport-scan'].some((name) => options.sections.includes(name));
const stack = await startBenchStack(ports, options.apiEnv, { frontEnds });
results.remotes = stack.remotes;
// Ctrl-C stops the database, API and servers this run started before leaving.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`\n${signal}: stopping the site`);
    stack.stop().finally(() => process.exit(130));
  });
}
try {
  if (!stack.apiPid) log('  the API process was not found: memory will not be sampled');
  const wanted = (name) => options.sections.includes(name);

  if (wanted('pages')) await section('pages', results, () => benchPages({ siteUrl: stack.urls.site, runs: options.runs, log }));
  if (wanted('lighthouse')) {
    await section('lighthouse', results, () =>
      benchLighthouse({ siteUrl: stack.urls.site, runs: options.lighthouseRuns, port: ports.lighthouseChrome, log }),
    );
  }
  if (wanted('passport-scan')) {
    await section('passport-scan', results, () => benchPassportScan({ siteUrl: stack.urls.site, pages: options.passportPages, log }));
  }
  const processes = { apiUrl: stack.urls.api, apiPid: stack.apiPid, dbPid: stack.dbPid };
  // Uploads before the API runs: their memory is measured on an API that load has not grown yet.
  if (wanted('uploads')) {
    await section('uploads', results, () =>
      benchUploads({
        ...processes,
        // A photo needs no earlier step than the first.
        newApplications: (n) => applicationPool(stack.urls.api, n, 'step1'),
        connections: options.uploadConnections,
        log,
      }),
    );
  }
  if (wanted('api')) {
    await section('api', results, async () =>
      benchApi({
        ...processes,
        mongoUri: stack.mongoUri,
        baselinePort: ports.baseline,
        applications: await applicationPool(stack.urls.api, POOL_SIZE),
        connections: options.connections,
        durationSeconds: options.durationSeconds,
        log,
      }),
    );
  }
} finally {
  await stack.stop();
}

results.finishedAt = new Date().toISOString();
results.checks = budgetChecks(/** @type {any} */ (results));
printReport(/** @type {any} */ (results));
const file = writeResults(results);
const over = results.checks.filter((c) => c.verdict === 'OVER').length;
log(`\n${results.checks.length - over} within budget, ${over} over. Figures: ${file} (and bench/results/latest.json)`);
if (results.errors.length) {
  for (const e of results.errors) console.error(`\nThe ${e.section} section failed:\n${e.message}`);
  process.exit(1);
}
