// One load of one page on the throttled phone: bytes and requests from the network log, LCP, CLS and TBT from
// the page's own performance entries, and the number of React copies from the federation share scope.
import { loadedSharedCopies } from './page-observers.mjs';
import { recordNetwork } from './network-log.mjs';
import { throttle } from './phone-profile.mjs';
import { blockingTime, cumulativeLayoutShift } from './web-vitals.mjs';

/** The load is over when, for this long, no long task has run and at most two requests were in flight. */
const QUIET_MS = 5000;
const TIMEOUT_MS = 60000;

async function waitForQuiet(page, network, started) {
  for (;;) {
    const { now, lastTaskEnd } = await page.evaluate(() => ({
      now: performance.now(),
      lastTaskEnd: Math.max(0, ...window.__bench.longTasks.map((task) => task.start + task.duration)),
    }));
    const nodeNow = Date.now();
    // Page time = Node time + offset (to within one evaluate round trip), to place the network's last busy moment.
    const lastBusy = network.lastBusy() + (now - nodeNow);
    if (now - Math.max(lastTaskEnd, lastBusy) >= QUIET_MS) return false;
    if (nodeNow - started > TIMEOUT_MS) return true;
    await page.waitForTimeout(250);
  }
}

/**
 * Loads `url` in a new page of `context` (a fresh context: a first visit; a used one: a repeat visit with
 * its HTTP cache) and waits until the page is quiet. `expose` names the remote screen that must appear.
 */
export async function measurePageLoad(context, { url, expose }) {
  const page = await context.newPage();
  const consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && consoleErrors.length < 5) consoleErrors.push(message.text().slice(0, 300));
  });
  try {
    const cdp = await throttle(page);
    const network = recordNetwork(cdp);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    const screenShown = await page
      .locator(`[data-expose="${expose}"]`)
      .first()
      .waitFor({ timeout: TIMEOUT_MS })
      .then(
        () => true,
        () => false,
      );
    const timedOut = await waitForQuiet(page, network, started);
    const recorded = await page.evaluate(() => window.__bench);
    const copies = await page.evaluate(loadedSharedCopies);
    const { tbt, tti } = blockingTime(recorded.longTasks, recorded.fcp);
    return {
      screenShown,
      timedOut,
      consoleErrors,
      fcpMs: recorded.fcp,
      lcpMs: recorded.lcp,
      lcpElement: recorded.lcpElement,
      tbtMs: tbt,
      ttiMs: tti,
      cls: cumulativeLayoutShift(recorded.shifts),
      longTasks: recorded.longTasks.length,
      reactCopies: copies.react?.length ?? 0,
      sharedCopies: copies,
      ...network.summary(),
    };
  } finally {
    await page.close();
  }
}
