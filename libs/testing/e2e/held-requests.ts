import type { Page } from '@playwright/test';

export type HeldRequests = {
  /** Resolves when the page first asks for a held address. */
  requested: Promise<void>;
  /** Lets every held request, and every later one, go on to the server. */
  release: () => void;
};

/**
 * Holds the page's requests for addresses matching `url` until `release` is called: what a visitor does before the
 * scripts arrive (clicks, typing) meets the server's HTML alone, as on a slow network. Call before `page.goto`.
 */
export async function holdRequests(page: Page, url: RegExp | string): Promise<HeldRequests> {
  let requested = () => undefined as void;
  let release = () => undefined as void;
  const askedFor = new Promise<void>((resolve) => (requested = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: askedFor, release };
}

/** Every script of the page (held until `release`): see holdRequests. */
export const SCRIPTS = /\.js(\?|$)/;
