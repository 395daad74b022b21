// What Lighthouse's simulated first paint waits for: starts the benchmark's site (existing builds), runs Lighthouse 12
// (mobile, simulated throttling) once on one page and prints its FCP, LCP and score, then every request of the
// observed load with its priority, when it ended and when its script first ran, beside the observed first paint.
// Lighthouse's model (lantern) counts towards the first paint every request that ended before the observed paint
// with a render-blocking priority (VeryHigh, or High for a script or document), and towards LCP every request but a
// low-priority image that ended before the observed LCP; in both, except a script first run after that paint. Those
// are marked in the FCP and LCP columns. Then the long tasks, as the model predicts them.
//   node bench/tools/lighthouse-first-paint.mjs /AboutUs [port-base] [runs]
//   node bench/tools/lighthouse-first-paint.mjs /Apply2/{id}        ({id}: a complete application made for the run)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApplication } from '../fixtures/application-builder.mjs';
import { HttpSession } from '../fixtures/http-session.mjs';
import { CHROMIUM } from '../pages/phone-profile.mjs';
import { benchPorts } from '../stack/bench-ports.mjs';
import { startBenchStack } from '../stack/bench-stack.mjs';

const [pagePath = '/', portBase = '7900', times = '1'] = process.argv.slice(2);
const ports = benchPorts(Number(portBase));
const stack = await startBenchStack(ports);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM.executablePath, port: ports.lighthouseChrome, chromeFlags: ['--headless=new', ...CHROMIUM.args] });
try {
  const session = new HttpSession(`${stack.urls.site}/api`);
  const withId = pagePath.includes('{id}');
  const id = withId ? (await buildApplication(session, { through: 'complete' })).id : undefined;
  for (let run = 0; run < Number(times); run += 1) await report(id, withId ? session.cookieHeader : undefined);
} finally {
  await chrome.kill();
  await stack.stop();
}

/**
 * The rows of an audit's table (metrics, network requests, long tasks).
 * @param {import('lighthouse').Result} lhr
 * @param {string} audit
 * @returns {any[]}
 */
function rowsOf(lhr, audit) {
  return /** @type {{ items?: any[] } | undefined} */ (lhr.audits[audit]?.details)?.items ?? [];
}

async function report(id, cookie) {
  const result = await lighthouse(`${stack.urls.site}${pagePath.replace('{id}', id)}`, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error('Lighthouse returned no report');
  const { lhr, artifacts } = result;
  const metrics = rowsOf(lhr, 'metrics')[0];
  const navigationStart = metrics.observedNavigationStartTs; // microseconds, the trace's clock
  const firstPaint = metrics.observedFirstContentfulPaint; // ms from navigation
  const firstRun = new Map();
  for (const event of artifacts.Trace.traceEvents) {
    const url = event.name === 'EvaluateScript' || event.name === 'v8.compileModule' ? event.args?.data?.url : undefined;
    if (!url) continue;
    const at = (event.ts - navigationStart) / 1000;
    if (!firstRun.has(url) || at < firstRun.get(url)) firstRun.set(url, at);
  }
  const blockingPriority = (r) => r.priority === 'VeryHigh' || (r.priority === 'High' && ['Script', 'Document'].includes(r.resourceType));
  const lowPriorityImage = (r) => r.resourceType === 'Image' && ['Low', 'VeryLow'].includes(r.priority);
  // Counted towards a paint observed at `paint` (ms): ended before it, of the kind the metric counts, and not a script
  // first run after it.
  const countsFor = (r, paint, kind) => kind(r) && r.networkEndTime <= paint && !(firstRun.get(r.url) !== undefined && firstRun.get(r.url) > paint);
  console.log(`${pagePath}: score ${Math.round(lhr.categories.performance.score * 100)}, simulated FCP ${Math.round(metrics.firstContentfulPaint)} ms, LCP ${Math.round(metrics.largestContentfulPaint)} ms, TBT ${Math.round(metrics.totalBlockingTime)} ms, speed index ${Math.round(metrics.speedIndex)} ms`);
  console.log(`observed: first paint ${Math.round(firstPaint)} ms, LCP ${Math.round(metrics.observedLargestContentfulPaint)} ms after navigation\n`);
  console.log('ended ms  ran ms  priority  type        KB     FCP  LCP  url');
  for (const r of rowsOf(lhr, 'network-requests')) {
    const ran = firstRun.get(r.url);
    const cells = [
      String(Math.round(r.networkEndTime)).padStart(8),
      (ran === undefined ? '-' : String(Math.round(ran))).padStart(6),
      String(r.priority).padEnd(8),
      String(r.resourceType).padEnd(10),
      (r.transferSize / 1024).toFixed(1).padStart(6),
      (countsFor(r, firstPaint, blockingPriority) ? 'yes' : '').padEnd(3),
      // Lantern's LCP counts every request but a low-priority image.
      (countsFor(r, metrics.observedLargestContentfulPaint, (request) => !lowPriorityImage(request)) ? 'yes' : '').padEnd(3),
      r.url.replace(stack.urls.site, ''),
    ];
    console.log(cells.join('  '));
  }
  console.log('\nlong tasks (simulated): start ms  duration ms  url');
  for (const task of rowsOf(lhr, 'long-tasks')) {
    console.log(`  ${String(Math.round(task.startTime)).padStart(6)}  ${String(Math.round(task.duration)).padStart(6)}  ${String(task.url).replace(stack.urls.site, '')}`);
  }
  console.log('');
}
