#!/usr/bin/env node
// `npm run load`: N simulated applicants at once through the whole API journey (create, steps, uploads,
// questions, payment in the sandbox), against a stack of its own (free ports, throw-away database, rate limits
// off), then a burst of reads with autocannon. Prints throughput, p50 and p99 latency, the errors, and a final
// check that every application the API acknowledged is stored complete. Method and figures: docs/reliability.md.
//
//   npm run load -- [--applicants 200] [--concurrency 25] [--read-seconds 10] [--db-pool N] [--build]
//   --db-pool: the API's database connection pool (maxPoolSize); FerretDB's SQLite serialises writes, and a small
//   pool keeps them from waiting on each other's locks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { repoRoot } from '../repo-root.cjs';
import { REMOTES, missingBuilds, startStack } from '../stack/stack.mjs';
import { answersFor } from './answers.mjs';
import { Applicant } from './applicant.mjs';
import { availableSteps, journey } from './journey.mjs';
import { ms, summarise } from './stats.mjs';
import { verifyStored } from './verify.mjs';

const { values: args } = parseArgs({
  options: {
    applicants: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '25' },
    'read-seconds': { type: 'string', default: '10' },
    build: { type: 'boolean', default: false },
    'db-pool': { type: 'string' },
  },
});
const APPLICANTS = Number(args.applicants);
const CONCURRENCY = Number(args.concurrency);
const READ_SECONDS = Number(args['read-seconds']);
/** Answers after which the site tells the applicant to try again (libs/api-client failureNotice). */
const TEMPORARY = new Set([0, 502, 503, 504]);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

async function freePorts() {
  /** @type {Record<string, number>} */
  const remotes = {};
  for (const remote of REMOTES) remotes[remote.name] = await freePort();
  return { shell: await freePort(), remotes, api: await freePort(), db: await freePort(), smtp: await freePort(), mailHttp: await freePort(), paypal: await freePort() };
}

/** Random pixels do not compress: images of a realistic size (tens of kB) for the uploads. */
async function image(width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

if (args.build || missingBuilds().includes('api')) {
  console.log('Building the API…');
  const built = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: path.join(repoRoot, 'api'), stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const missing = missingBuilds();
if (missing.length) {
  console.error(`Build these first (npm run build): ${missing.join(', ')}`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-load-db-'));
const ports = await freePorts();
// The API's log goes to a file: its error lines explain any 5xx in the report.
const apiLog = path.join(dataDir, 'api.log');
const mongoUri = process.env.MONGODB_URI ?? `mongodb://127.0.0.1:${ports.db}/evisa`;
const pool = args['db-pool'] ? { MONGODB_URI: `${mongoUri}${mongoUri.includes('?') ? '&' : '?'}maxPoolSize=${Number(args['db-pool'])}` } : {};
const stack = await startStack({ ports, dataDir, quiet: true, apiEnv: { RATE_LIMIT_ENABLED: 'false', LOG_FILE: apiLog, ...pool } });
let exitCode = 1;
try {
  const api = stack.urls.api;
  const doc = await (await fetch(`${api}/openapi.json`)).json();
  const operations = new Set(Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`)));
  const images = { photo: await image(400, 400), passport: await image(600, 800) };
  const steps = availableSteps(journey(images, stack.urls.paypal), operations);
  console.log(`Journey (${steps.length} steps): ${steps.map((s) => s.name).join(' → ')}`);
  console.log(`${APPLICANTS} applicants, ${CONCURRENCY} at a time, against ${api} (rate limits off${args['db-pool'] ? `, database pool ${args['db-pool']}` : ''})\n`);

  const applicants = [];
  const samples = new Map(steps.map((s) => [s.name, []]));
  const all = [];
  const errors = [];
  let retries = 0;
  let next = 0;
  let completed = 0;

  async function worker() {
    while (next < APPLICANTS) {
      const n = next++;
      const a = new Applicant(api, n, answersFor(n));
      applicants.push(a);
      let ok = true;
      for (const step of steps) {
        let answer = await a.send(step.request(a));
        // As the site does: "temporarily unavailable" keeps the form, and the applicant presses the button again.
        for (let attempt = 1; TEMPORARY.has(answer.status) && attempt <= 3; attempt += 1) {
          retries += 1;
          await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
          answer = await a.send(step.request(a));
        }
        samples.get(step.name).push(answer.ms);
        all.push(answer.ms);
        if (!(step.expect ?? [200]).includes(answer.status)) {
          errors.push(`${step.name}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`);
          ok = false;
          break;
        }
        step.acknowledge?.(a, answer.body);
      }
      if (ok) completed += 1;
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;

  const overall = summarise(all);
  console.log('Journeys');
  console.log(`  completed       ${completed} of ${APPLICANTS} in ${seconds.toFixed(1)} s (${(completed / seconds).toFixed(1)} journeys/s)`);
  console.log(`  requests        ${overall.count} (${(overall.count / seconds).toFixed(0)} requests/s)`);
  console.log(`  latency         p50 ${ms(overall.p50)}, p99 ${ms(overall.p99)}, max ${ms(overall.max)}`);
  console.log(`  retried         ${retries} (answers 503 or no connection, sent again as the applicant would)`);
  console.log(`  errors          ${errors.length}`);
  for (const error of [...new Set(errors)].slice(0, 10)) console.log(`    ${error}`);
  if (errors.length || retries) {
    const logged = fs.readFileSync(apiLog, 'utf8').split('\n').filter((line) => /"level":(50|60)/.test(line));
    const reasons = new Map();
    for (const line of logged) {
      const entry = JSON.parse(line);
      const reason = `${entry.req?.method ?? ''} ${entry.req?.path ?? ''} ${String(entry.msg).slice(0, 160)}`;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    for (const [reason, count] of [...reasons].slice(0, 10)) console.log(`    api log (${count}x): ${reason}`);
  }
  console.log('\n  per step                       p50        p99');
  for (const [name, values] of samples) {
    const s = summarise(values);
    console.log(`  ${name.padEnd(26)} ${ms(s.p50).padStart(10)} ${ms(s.p99).padStart(10)}`);
  }

  // Reads under pressure: the preview's GET of one application, as fast as autocannon can send it.
  const reader = applicants.find((a) => a.id);
  let readErrors = 0;
  if (reader && READ_SECONDS > 0) {
    const result = await autocannon({
      url: `${api}/visaapplication/application?applicationId=${reader.id}`,
      connections: CONCURRENCY,
      duration: READ_SECONDS,
      headers: { Cookie: [...reader.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    readErrors = result.non2xx + result.errors + result.timeouts;
    console.log(`\nReads (autocannon, ${CONCURRENCY} connections, ${READ_SECONDS} s, GET one application)`);
    console.log(`  throughput      ${result.requests.average.toFixed(0)} requests/s`);
    console.log(`  latency         p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}`);
    console.log(`  errors          ${readErrors}`);
  }

  const problems = await verifyStored(mongoUri, applicants);
  const acknowledged = applicants.filter((a) => a.id).length;
  console.log(`\nFinal check: ${acknowledged} acknowledged applications, ${problems.length ? `${problems.length} PROBLEMS` : 'every one stored complete'}`);
  for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
  exitCode = errors.length === 0 && readErrors === 0 && problems.length === 0 ? 0 : 1;
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
