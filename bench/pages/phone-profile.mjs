// The throttled mid-range phone every page is loaded on: Lighthouse's mobile profile (Moto G Power class
// screen, 'Slow 4G' network, 4x CPU slowdown), applied through the Chrome DevTools Protocol.

export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
};

/**
 * 'Slow 4G': 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. CDP applies the latency once per request
 * (Lighthouse's own DevTools mode uses 562.5 ms per request to stand for the extra round trips of a new
 * connection); the issue fixes 150 ms, which is the gentler reading: see docs/performance.md.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export const CPU_SLOWDOWN = 4;

export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/** Applies the network and CPU throttling to a page through its own CDP session; returns the session. */
export async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}
