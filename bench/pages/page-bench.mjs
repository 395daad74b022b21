// The pages section: the home page, step 1, a step page, preview and payment, each loaded cold `runs` times
// on the throttled phone (median reported) and once more warm (a repeat visit with the browser's cache).
import { chromium } from '@playwright/test';
import { buildApplication } from '../fixtures/application-builder.mjs';
import { browserSession } from '../fixtures/http-session.mjs';
import { median } from '../lib/stats.mjs';
import { benchmarkIndex } from './benchmark-index.mjs';
import { gzipBytes } from './gzip-size.mjs';
import { measurePageLoad } from './measure-page-load.mjs';
import { installObservers } from './page-observers.mjs';
import { CHROMIUM, PHONE } from './phone-profile.mjs';
import { checkStaticHeaders } from './static-headers.mjs';

const METRICS = ['jsBytes', 'cssBytes', 'totalBytes', 'requests', 'fcpMs', 'lcpMs', 'tbtMs', 'ttiMs', 'cls', 'benchmarkIndex'];

/** The pages measured, by name; `id` is a complete application's (its access cookie in the browser). */
export function pagesOf(id) {
  return [
    { name: 'home', path: '/', expose: 'Home', flow: false },
    { name: 'step 1', path: '/Apply', expose: 'Step1Create', flow: true },
    { name: 'step 2', path: `/Apply2/${id}`, expose: 'Step2', flow: true },
    { name: 'preview', path: `/Preview/${id}`, expose: 'Preview', flow: true },
    { name: 'payment', path: `/Payment/${id}`, expose: 'Payment', flow: true },
  ];
}

async function newPhoneContext(browser, storageState) {
  const context = await browser.newContext({ ...PHONE, storageState });
  await context.addInitScript(installObservers);
  return context;
}

export async function benchPages({ siteUrl, runs, log }) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    // The application the step pages show, created in the bench's browser so that its access cookie is there.
    const setup = await browser.newContext();
    const application = await buildApplication(browserSession(setup.request, `${siteUrl}/api`), { through: 'complete' });
    const storageState = await setup.storageState();
    await setup.close();
    if (application.notes.length) log(`  the preview/payment application is incomplete: ${application.notes.join('; ')}`);

    const pages = pagesOf(application.id);
    const cold = new Map(pages.map((p) => [p.name, []]));
    const warm = new Map();
    // Runs interleave the pages, so a slow moment of the machine spreads over all of them.
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        const context = await newPhoneContext(browser, storageState);
        try {
          const target = { url: `${siteUrl}${page.path}`, expose: page.expose };
          const probe = await context.newPage();
          // The second pass runs optimised code: the first mostly measures the JIT warming up.
          await probe.evaluate(benchmarkIndex);
          const score = await probe.evaluate(benchmarkIndex);
          await probe.close();
          const result = { ...(await measurePageLoad(context, target)), benchmarkIndex: score };
          cold.get(page.name).push(result);
          log(`  ${page.name} run ${run}: JS ${(result.jsBytes / 1024).toFixed(1)} KB, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)} (machine score ${score})`);
          if (run === 1) warm.set(page.name, await measurePageLoad(context, target));
        } finally {
          await context.close();
        }
      }
    }

    const gzipCache = new Map();
    const { protocol, hostname } = new URL(siteUrl);
    const results = [];
    for (const page of pages) {
      const all = cold.get(page.name);
      // A load whose screen never appeared (the remote failed) measured something else: left out of the medians.
      const shown = all.filter((l) => l.screenShown);
      const loads = shown.length ? shown : all;
      const medians = Object.fromEntries(METRICS.map((m) => [m, median(loads.map((l) => l[m]))]));
      const repeat = warm.get(page.name);
      // Files are recorded as ':port/path' on the site's host.
      const scripts = loads[0].files.filter((f) => f.type === 'Script' && f.status === 200).map((f) => `${protocol}//${hostname}${f.url}`);
      results.push({
        name: page.name,
        path: page.path.replace(application.id, '{id}'),
        flow: page.flow,
        ...medians,
        jsGzipBytes: await gzipBytes(scripts, gzipCache),
        reactCopies: Math.max(...loads.map((l) => l.reactCopies)),
        sharedCopies: loads[0].sharedCopies,
        lcpElement: loads[0].lcpElement,
        failedLoads: all.length - shown.length,
        timedOut: all.some((l) => l.timedOut),
        warm: repeat && { jsBytes: repeat.jsBytes, totalBytes: repeat.totalBytes, requests: repeat.requests, lcpMs: repeat.lcpMs, tbtMs: repeat.tbtMs },
        runs: all.map(({ files, sharedCopies, ...rest }) => rest),
        files: loads[0].files,
      });
    }
    const headers = checkStaticHeaders([...cold.values()].flat().flatMap((l) => l.files));
    return { browser: browser.version(), application: { saved: application.saved, notes: application.notes }, pages: results, headers };
  } finally {
    await browser.close();
  }
}
