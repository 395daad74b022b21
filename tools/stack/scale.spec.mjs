// Applicant journeys through nginx and two API instances, while each instance in turn is stopped
// (gracefully) and started again. No journey fails (a 503 retried as the site does is allowed) and every save the
// API acknowledged is stored. Needs nginx (`bash .ci/run` installs Debian's nginx-light) and FerretDB.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { answersFor } from '../load/answers.mjs';
import { Applicant } from '../load/applicant.mjs';
import { availableSteps, journey } from '../load/journey.mjs';
import { verifyStored } from '../load/verify.mjs';
import { repoRoot } from '../repo-root.cjs';
import { startScaledStack } from './scale.mjs';
import { freePort } from '../free-port.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const MIN_APPLICANTS = 12;
const CONCURRENCY = 4;

async function image(width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

test('journeys through nginx survive each API instance being stopped and started again', { timeout: 600_000 }, async () => {
  const missing = ['api', 'shell'].filter((dir) => !fs.existsSync(path.join(repoRoot, dir, 'dist')));
  if (missing.length) {
    const built = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...missing, '--parallel=1'], { cwd: repoRoot, stdio: 'inherit' });
    assert.equal(built.status, 0, 'the build failed');
  }
  const ports = { site: await freePort(), apis: [await freePort(), await freePort()], paypal: await freePort(), metrics: [await freePort(), await freePort()], db: await freePort(), smtp: await freePort(), mailHttp: await freePort() };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evisa-scale-db-'));
  const stack = await startScaledStack({ instances: 2, ports, dataDir, quiet: true, apiEnv: { RATE_LIMIT_ENABLED: 'false', SHUTDOWN_DELAY_MS: '1000' }, upstreamHeader: true });
  try {
    const site = `http://127.0.0.1:${ports.site}`;
    const page = await fetch(`${site}/partial-Filled`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type'), /^text\/html/);
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src/);
    assert.match(await page.text(), /<div id="root"|<script/);
    assert.equal((await fetch(`${site}/remotes.json`)).status, 200);

    const doc = await (await fetch(`${site}/api/openapi.json`)).json();
    const operations = new Set(Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`)));
    // '/sandbox/paypal': each request below goes to /api on the site, which nginx sends to the sandbox for that path.
    const steps = availableSteps(journey({ photo: await image(400, 400), passport: await image(600, 800) }, '/sandbox/paypal'), operations);
    assert.ok(steps.length >= 8, `journey of ${steps.length} steps`);

    const answers = []; // { at: when its last attempt was sent, upstream, status }
    const errors = [];
    const applicants = [];
    let retried = 0;
    let chaosDone = false;
    let next = 0;

    async function worker() {
      while ((!chaosDone || next < MIN_APPLICANTS) && errors.length === 0) {
        const n = next++;
        const a = new Applicant(site, n, answersFor(n));
        applicants.push(a);
        for (const step of steps) {
          // The site's pages call the API under /api on their own origin.
          let sentAt;
          const send = () => {
            const request = step.request(a);
            sentAt = Date.now();
            return a.send({ ...request, path: `/api${request.path}` });
          };
          let answer = await send();
          for (let attempt = 1; answer.status === 503 && attempt <= 15; attempt += 1) {
            retried += 1;
            await sleep(200 * attempt);
            answer = await send();
          }
          answers.push({ at: sentAt, upstream: answer.headers.get('x-upstream') ?? '', status: answer.status });
          if (!(step.expect ?? [200]).includes(answer.status)) {
            errors.push(`${a.n} ${step.name}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`);
            break;
          }
          step.acknowledge?.(a, answer.body);
        }
      }
    }

    const downtimes = [];
    async function chaos() {
      try {
        await sleep(1500);
        for (const instance of stack.instances) {
          const stopping = Date.now();
          await instance.stop();
          const stopped = Date.now();
          await sleep(1500);
          const restarting = Date.now(); // from here its new process may answer
          await instance.start();
          downtimes.push({ port: instance.port, stopping, stopped, restarting });
          // Longer than nginx's fail_timeout (2 s), so the restarted instance is tried again before the journeys end.
          await sleep(3500);
        }
      } finally {
        chaosDone = true;
      }
    }

    await Promise.all([chaos(), ...Array.from({ length: CONCURRENCY }, worker)]);

    assert.deepEqual(errors, [], 'every journey completes');
    assert.equal(downtimes.length, 2);
    const problems = await verifyStored(stack.mongoUri, applicants);
    assert.deepEqual(problems, [], 'every acknowledged save is stored');
    const served = (port, from, to) => answers.filter((a) => a.at >= from && a.at <= to && a.upstream.split(', ').at(-1) === `127.0.0.1:${port}`).length;
    for (const { port, stopped, restarting } of downtimes) {
      // Sent after the process had exited and before it was started again: another instance must have answered.
      assert.equal(served(port, stopped, restarting - 1), 0, `127.0.0.1:${port} answered nothing sent while it was stopped`);
      assert.ok(served(port, 0, stopped) > 0, `127.0.0.1:${port} served before it was stopped`);
      assert.ok(served(port, restarting, Infinity) > 0, `127.0.0.1:${port} served again after it started`);
    }
    console.log(`# ${applicants.length} journeys, ${answers.length} answers, ${retried} retried 503s, ${answers.filter((a) => a.upstream.includes(',')).length} passed on by nginx to the other instance`);
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(stack.runDir, { recursive: true, force: true });
  }
});
