// The API section: a step save and the lookup, against the API and against the bare baseline, at each
// concurrency, in the same run and alternately, so both see the same machine and the same database.
import { LOOKUP_PATH, stepPayloads, stepPath } from '../fixtures/application-payloads.mjs';
import { round } from '../lib/stats.mjs';
import { startBaseline } from './baseline-process.mjs';
import { loadRun, waitForIdle } from './load-run.mjs';

/** The step saved: step 3 (addresses, family, occupation), the largest JSON step of the form. */
const SAVED_STEP = 3;

export const CALLS = {
  'step 3 save': (payloads) => (application) => ({
    method: 'PATCH',
    path: stepPath(SAVED_STEP, application.id),
    headers: { 'content-type': 'application/json', cookie: application.cookie },
    body: JSON.stringify(payloads.step3),
  }),
  // The resume form's call: number and date of birth, no cookie (the API answers with one).
  lookup: (payloads) => (application) => ({
    method: 'POST',
    path: LOOKUP_PATH,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ applicationId: application.id, dateOfBirth: payloads.step1.dateOfBirth }),
  }),
};

/**
 * Seconds of load at 16 connections on each call and each server before anything is measured. V8 compiles the
 * request path's hot functions after some thousands of calls: the first measured run on a fresh API cost it
 * 2.7-4.2 ms of CPU per save against 1.9-2.5 in the runs after it, so whichever run came first (the save at one
 * connection) decided the ratio budget by its warm-up.
 */
const SECTION_WARM_UP_SECONDS = 5;
const SECTION_WARM_UP_CONNECTIONS = 16;

export async function benchApi({ apiUrl, apiPid, dbPid, mongoUri, baselinePort, applications, connections, durationSeconds, log }) {
  const payloads = stepPayloads();
  const baseline = await startBaseline({ port: baselinePort, mongoUri });
  const warmUpSeconds = Math.min(2, durationSeconds / 2);
  const rows = [];
  const probe = CALLS.lookup(payloads)(applications[0]);
  let turn = 0;
  try {
    for (const makeCall of Object.values(CALLS)) {
      const call = makeCall(payloads);
      for (const url of [apiUrl, baseline.url]) {
        await loadRun({ url, connections: SECTION_WARM_UP_CONNECTIONS, durationSeconds: SECTION_WARM_UP_SECONDS, applications, call });
        await waitForIdle(url, probe);
      }
    }
    for (const [name, makeCall] of Object.entries(CALLS)) {
      const call = makeCall(payloads);
      for (const c of connections) {
        const measured = {};
        // The load generator runs in this process and shares the machine's CPUs: its CPU per request (`client`,
        // in the JSON) shows how much of them it takes from the servers measured.
        const targets = [
          ['api', apiUrl, { server: apiPid, db: dbPid, client: process.pid }],
          ['baseline', baseline.url, { server: baseline.pid, db: dbPid, client: process.pid }],
        ];
        // Which goes first alternates (ABBA...), so a machine getting busier or quieter favours neither.
        if (turn++ % 2) targets.reverse();
        for (const [target, url, pids] of targets) {
          await loadRun({ url, connections: c, durationSeconds: warmUpSeconds, applications, call });
          await waitForIdle(url, probe);
          measured[target] = await loadRun({ url, connections: c, durationSeconds, applications, call, pids });
          await waitForIdle(url, probe);
        }
        const row = {
          call: name,
          connections: c,
          api: measured.api,
          baseline: measured.baseline,
          throughputRatio: measured.baseline.rps ? round(measured.api.rps / measured.baseline.rps, 2) : null,
        };
        rows.push(row);
        log(`  ${name} x${c}: API ${row.api.rps} req/s p50 ${row.api.p50Ms} p99 ${row.api.p99Ms} ms | baseline ${row.baseline.rps} req/s p99 ${row.baseline.p99Ms} ms | ratio ${row.throughputRatio}`);
      }
    }
  } finally {
    await baseline.stop();
  }
  return { savedStep: `applicationSubmitStep${SAVED_STEP}`, rows };
}
