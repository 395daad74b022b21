// Two builds' pages compared load by load: this checkout's site and another checkout's (built, e.g. a clone at the
// commit compared against) are served side by side, and each page is loaded cold on the throttled phone from one,
// then the other, the order swapped every round, with this checkout's measurement. Both builds see the same moments
// of a shared machine, which the pages section's separate runs do not (their TBT moves by 100-200 ms between runs
// of one build). Prints each load, then each figure's medians and the difference.
//   node bench/tools/paired-page-loads.mjs <other checkout> [rounds] [pages, comma-separated] [port-base]
//   node bench/tools/paired-page-loads.mjs ../evisa-37bb586 8 payment,preview,step\ 1
import path from 'node:path';
import { chromium } from '@playwright/test';
import { median } from '../lib/stats.mjs';
import { measurePageLoad } from '../pages/measure-page-load.mjs';
import { pagesOf } from '../pages/page-bench.mjs';
import { installObservers } from '../pages/page-observers.mjs';
import { CHROMIUM, PHONE } from '../pages/phone-profile.mjs';

const [otherCheckout, rounds = '6', names = 'payment,preview,step 1', portBase = '7900'] = process.argv.slice(2);
if (!otherCheckout) throw new Error('usage: paired-page-loads.mjs <other checkout> [rounds] [pages] [port-base]');

const KNOWN_PAGES = pagesOf('{id}').map((page) => page.name);
const pages = names.split(',');
const unknown = pages.filter((name) => !KNOWN_PAGES.includes(name));
if (unknown.length) throw new Error(`unknown pages ${unknown.join(', ')}: one of ${KNOWN_PAGES.join(', ')}`);

/** A checkout's site on its own ports, with a complete application made through its own API. */
async function startSite(checkout, base) {
  const from = (file) => import(path.resolve(checkout, 'bench', file));
  const [{ startBenchStack }, { benchPorts }, { buildApplication }, { browserSession }] = await Promise.all(
    ['stack/bench-stack.mjs', 'stack/bench-ports.mjs', 'fixtures/application-builder.mjs', 'fixtures/http-session.mjs'].map(from),
  );
  const stack = await startBenchStack(benchPorts(base));
  return { stack, buildApplication, browserSession };
}

const sites = {
  this: await startSite(path.resolve(import.meta.dirname, '../..'), Number(portBase)),
  other: await startSite(otherCheckout, Number(portBase) + 40),
};
const browser = await chromium.launch(CHROMIUM);
const loads = [];
try {
  for (const site of Object.values(sites)) {
    const setup = await browser.newContext();
    site.application = await site.buildApplication(site.browserSession(setup.request, `${site.stack.urls.site}/api`), { through: 'complete' });
    site.storageState = await setup.storageState();
    await setup.close();
  }
  for (let round = 1; round <= Number(rounds); round += 1) {
    for (const name of pages) {
      for (const build of round % 2 ? ['other', 'this'] : ['this', 'other']) {
        const site = sites[build];
        const { path: pagePath, expose } = pagesOf(site.application.id).find((page) => page.name === name);
        const context = await browser.newContext({ ...PHONE, storageState: site.storageState });
        await context.addInitScript(installObservers);
        try {
          const load = await measurePageLoad(context, { url: `${site.stack.urls.site}${pagePath}`, expose });
          const row = { round, name, build, shown: load.screenShown, fcp: Math.round(load.fcpMs), lcp: Math.round(load.lcpMs), tbt: Math.round(load.tbtMs), requests: load.requests };
          loads.push(row);
          console.log(JSON.stringify(row));
        } finally {
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(sites).map((site) => site.stack.stop()));
}

for (const name of pages) {
  for (const figure of ['fcp', 'lcp', 'tbt']) {
    const of = (build) => loads.filter((load) => load.name === name && load.build === build && load.shown).map((load) => load[figure]);
    const [other, mine] = [median(of('other')), median(of('this'))];
    console.log(`${name} ${figure}: other ${other} [${of('other').join(' ')}], this ${mine} [${of('this').join(' ')}], ${(((mine - other) / other) * 100).toFixed(1)}%`);
  }
}
