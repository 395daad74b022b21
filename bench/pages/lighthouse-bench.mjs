// Lighthouse 12 on the site, in its default mode: mobile (Moto G Power screen, simulated 'Slow 4G' with 150 ms
// round trips and 4x CPU, the 'simulate' throttling that predicts a phone's load from one unthrottled load). The
// pages: `/`, `/AboutUs`, `/Apply` and the step-2 page of an application the bench's fixtures make; each loaded
// `runs` times, interleaved, the median of each figure reported. Chromium is Debian's (never a downloaded one).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApplication } from '../fixtures/application-builder.mjs';
import { HttpSession } from '../fixtures/http-session.mjs';
import { figuresOf, summarise } from './lighthouse-figures.mjs';
import { CHROMIUM } from './phone-profile.mjs';

function pagesOf(id) {
  return [
    { name: 'home', path: '/', public: true },
    { name: 'about us', path: '/AboutUs', public: true },
    { name: 'step 1', path: '/Apply', public: true },
    { name: 'step 2', path: `/Apply2/${id}`, public: false },
  ];
}

/** `port`: Chromium's debugging port, inside the bench's block. */
export async function benchLighthouse({ siteUrl, runs, port, log }) {
  // The step page's application, made through the API as an applicant would; its access cookie goes with every
  // request of that page's loads (Lighthouse resets the origin's storage before each load).
  const session = new HttpSession(`${siteUrl}/api`);
  const application = await buildApplication(session, { through: 'complete' });
  if (application.notes.length) log(`  the step page's application is incomplete: ${application.notes.join('; ')}`);
  const pages = pagesOf(application.id);

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM.executablePath,
    port,
    chromeFlags: ['--headless=new', ...CHROMIUM.args],
  });
  try {
    const all = new Map(pages.map((p) => [p.name, []]));
    let version = null;
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        const result = await lighthouse(`${siteUrl}${page.path}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance'],
          extraHeaders: page.public ? undefined : { Cookie: session.cookieHeader },
        });
        if (!result) throw new Error(`Lighthouse returned no report for ${page.path}`);
        version ??= result.lhr.lighthouseVersion;
        const figures = figuresOf(result.lhr);
        all.get(page.name).push(figures);
        log(`  ${page.name} run ${run}: score ${figures.score}, LCP ${Math.round(figures.lcpMs ?? NaN)} ms, TBT ${Math.round(figures.tbtMs ?? NaN)} ms${figures.error ? `, error: ${figures.error}` : ''}`);
      }
    }
    return {
      lighthouse: version,
      chromium: CHROMIUM.executablePath,
      pages: pages.map((page) => ({
        name: page.name,
        path: page.path.replace(application.id, '{id}'),
        public: page.public,
        ...summarise(all.get(page.name)),
        runs: all.get(page.name).map(({ lcpElement, longTasks, ...rest }) => rest),
      })),
    };
  } finally {
    await chrome.kill();
  }
}

