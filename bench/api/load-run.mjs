// One autocannon run: `connections` keep-alive connections sending requests back to back for `durationSeconds`
// (or, given `amount`, until that many requests are answered: slow calls such as uploads).
// Each request goes to the next application of `applications` (different applicants, as in real traffic: the
// same document updated by every connection would measure lock contention on one row instead).
import autocannon from 'autocannon';
import { round } from '../lib/stats.mjs';
import { cpuMs } from '../stack/process-stats.mjs';

/**
 * `call(application)` returns { method, path, headers, body } for one request. Returns requests per second,
 * latency percentiles in ms, the counts of failures (non-2xx answers, socket errors, timeouts), and for each
 * process of `pids` ({ server, db }) the CPU time it spent per request answered.
 */
/**
 * @param {{ url: string, connections: number, durationSeconds?: number, amount?: number, applications: object[],
 *   call: (application: any) => object, pids?: Record<string, number | undefined> }} options
 */
export async function loadRun({ url, connections, durationSeconds, amount, applications, call, pids = {} }) {
  const cpuBefore = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, pid ? cpuMs(pid) : null]));
  const result = await autocannonRun({ url, connections, durationSeconds, amount, applications, call });
  const served = result.requests - result.non2xx;
  result.cpuMsPerRequest = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => {
      const after = pid ? cpuMs(pid) : null;
      return [name, after === null || cpuBefore[name] === null || served <= 0 ? null : round((after - cpuBefore[name]) / served, 2)];
    }),
  );
  return result;
}

function autocannonRun({ url, connections, durationSeconds, amount, applications, call }) {
  let next = 0;
  const first = call(applications[0]);
  // autocannon ends a run, and reads its duration, only at its next one-second sample: a run of `amount` requests
  // that is answered in 4.1 s reports 5 s. Such a run's rate is its answers over the time to its last answer.
  const started = performance.now();
  let lastAnswer = started;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        ...(amount ? { amount } : { duration: durationSeconds }),
        timeout: 60,
        requests: [
          {
            ...first,
            setupRequest: (request) => {
              const application = applications[next % applications.length];
              next += 1;
              return { ...request, ...call(application) };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const answeredSeconds = (lastAnswer - started) / 1000;
        resolve({
          connections,
          durationSeconds: amount ? round(answeredSeconds, 2) : result.duration,
          requests: result.requests.total,
          rps: round(amount ? result.requests.total / answeredSeconds : result.requests.average, 1),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          maxMs: result.latency.max,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('response', () => {
      lastAnswer = performance.now();
    });
  });
}

/**
 * Waits until `url` answers `probe` (a read) quickly again: requests a load run left queued (the database
 * works through them after the client has gone) must not be counted in the next run. Returns the ms waited.
 */
export async function waitForIdle(url, probe, { fastMs = 200, maxMs = 60000 } = {}) {
  const started = Date.now();
  for (;;) {
    const sent = Date.now();
    try {
      await (await fetch(`${url}${probe.path}`, { method: probe.method, headers: probe.headers, body: probe.body })).arrayBuffer();
    } catch {
      // an error answer is still an answer; a refused connection ends the wait below
    }
    if (Date.now() - sent < fastMs || Date.now() - started > maxMs) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
