// Where a page's main thread spends the load on the throttled phone: starts the benchmark's site (existing
// builds), loads one page cold with Chrome tracing on, and prints the top-level tasks over 10 ms and the scripts
// evaluated, with their start and duration (ms from navigation), beside FCP, LCP and CLS; then a sampled CPU profile
// of the same load: JavaScript self time by file and the costliest functions (minified names, file:line:column).
//   node bench/tools/page-main-thread.mjs /Apply [port-base]
//   node bench/tools/page-main-thread.mjs /Payment/{id}        ({id}: a complete application made for the run)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildApplication } from '../fixtures/application-builder.mjs';
import { browserSession } from '../fixtures/http-session.mjs';
import { installObservers } from '../pages/page-observers.mjs';
import { CHROMIUM, PHONE, throttle } from '../pages/phone-profile.mjs';
import { cumulativeLayoutShift } from '../pages/web-vitals.mjs';
import { benchPorts } from '../stack/bench-ports.mjs';
import { startBenchStack } from '../stack/bench-stack.mjs';

const [pagePath = '/', portBase = '7900'] = process.argv.slice(2);
const stack = await startBenchStack(benchPorts(Number(portBase)));
const browser = await chromium.launch(CHROMIUM);
try {
  const setup = await browser.newContext();
  const application = await buildApplication(browserSession(setup.request, `${stack.urls.site}/api`), { through: 'complete' });
  const storageState = await setup.storageState();
  await setup.close();

  const context = await browser.newContext({ ...PHONE, storageState });
  await context.addInitScript(installObservers);
  const page = await context.newPage();
  await throttle(page);
  const traceFile = path.join(os.tmpdir(), `page-trace-${Date.now()}.json`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { path: traceFile, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
  await page.goto(`${stack.urls.site}${pagePath.replace('{id}', application.id)}`, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const vitals = await page.evaluate(() => ({
    fcp: window.__bench.fcp,
    lcp: window.__bench.lcp,
    element: window.__bench.lcpElement,
    shifts: window.__bench.shifts,
  }));
  await browser.stopTracing();
  const { profile } = await cdp.send('Profiler.stop');
  const resources = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((/** @type {PerformanceResourceTiming} */ r) => ({ name: r.name.replace(location.origin, ''), start: r.startTime, end: r.responseEnd, bytes: r.transferSize })),
  );

  const { traceEvents } = JSON.parse(fs.readFileSync(traceFile, 'utf8'));
  const navigation = traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart' || e.name === 'markAsMainFrame');
  const origin = (navigation ?? traceEvents.find((e) => e.name === 'TracingStartedInBrowser')).ts;
  const mainPid = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && traceEvents.some((x) => x.pid === e.pid && x.name === 'EvaluateScript'));
  const at = (e) => ((e.ts - origin) / 1000).toFixed(0).padStart(6);
  const ms = (e) => ((e.dur ?? 0) / 1000).toFixed(1).padStart(7);
  const onMain = traceEvents.filter((e) => e.pid === mainPid?.pid && e.tid === mainPid?.tid && e.ph === 'X');
  console.log(`FCP ${vitals.fcp} ms, LCP ${vitals.lcp} ms (${vitals.element}), CLS ${cumulativeLayoutShift(vitals.shifts).toFixed(3)}`);
  console.log('Requests (start, end, bytes):');
  for (const r of resources) console.log(`${r.start.toFixed(0).padStart(6)} ${r.end.toFixed(0).padStart(6)} ${String(r.bytes).padStart(7)} ${r.name}`);
  console.log('Main-thread tasks over 10 ms (start, duration, what):');
  for (const e of onMain.filter((x) => x.name === 'RunTask' && x.dur > 10000)) {
    const inside = onMain.filter((x) => x.ts >= e.ts && x.ts < e.ts + e.dur && x.dur > 3000 && x.name !== 'RunTask');
    const what = inside.map((x) => `${x.name}${x.args?.data?.url ? ` ${x.args.data.url.replace(/^.*\//, '')}` : ''}${x.args?.data?.functionName ? ` ${x.args.data.functionName}` : ''} ${(x.dur / 1000).toFixed(0)}`).slice(0, 6);
    console.log(`${at(e)} ${ms(e)}  ${what.join(' | ')}`);
  }
  fs.rmSync(traceFile);

  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfMs = new Map();
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id);
    if (!frame.url) return; // idle, program, garbage collection, native calls
    const key = `${frame.url.replace(/^.*\//, '')}:${frame.functionName || '(anonymous)'}:${frame.lineNumber}:${frame.columnNumber}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  const byFile = new Map();
  for (const [key, value] of selfMs) byFile.set(key.split(':')[0], (byFile.get(key.split(':')[0]) ?? 0) + value);
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log('JavaScript self time by file (ms):');
  for (const [file, value] of top(byFile, 12)) console.log(`${value.toFixed(1).padStart(8)} ${file}`);
  console.log('Costliest functions (self ms):');
  for (const [key, value] of top(selfMs, 15)) console.log(`${value.toFixed(1).padStart(8)} ${key}`);
} finally {
  await browser.close();
  await stack.stop();
}
