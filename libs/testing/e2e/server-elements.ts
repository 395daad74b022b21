import { expect, type Page } from '@playwright/test';
import { PAGE_STATE_REGISTRY, PAGE_STATES } from '@evisa/ui/browser';

/**
 * Remembers the elements the server's HTML holds for each selector, before any script runs (at DOMContentLoaded).
 * Call before `page.goto`.
 */
export async function keepServerElements(page: Page, selectors: Record<string, string>): Promise<void> {
  await page.addInitScript((wanted) => {
    document.addEventListener('DOMContentLoaded', () => {
      const kept = Object.fromEntries(Object.entries(wanted).map(([name, selector]) => [name, document.querySelector(selector)]));
      (window as unknown as { serverElements: Record<string, Element | null> }).serverElements = kept;
    });
  }, selectors);
}

/**
 * For each remembered element, whether it is still the page's (React took the server's HTML over) and not replaced
 * by a new one at its selector (React rendered its own, as it does after a hydration mismatch).
 */
export function serverElementsKept(page: Page, selectors: Record<string, string>): Promise<Record<string, boolean>> {
  return page.evaluate((wanted) => {
    const kept = (window as unknown as { serverElements?: Record<string, Element | null> }).serverElements ?? {};
    return Object.fromEntries(
      Object.entries(wanted).map(([name, selector]) => [name, Boolean(kept[name]?.isConnected) && kept[name] === document.querySelector(selector)]),
    );
  }, selectors);
}

/** Whether React has taken the page's heading over (hydrated it): its element then carries React's own keys. */
export const headingHydrated = (page: Page): Promise<boolean> =>
  page.locator('#root h1').first().evaluate((heading) => Object.keys(heading).some((key) => key.startsWith('__reactFiber')));

/**
 * Waits until a held public page's held entry runs and holds the page (its loader starts it after the page's first
 * frame: shell/prerender/held-loader.ts). Before, the page is its HTML alone: a form sent then asks the server for
 * the page again, and a key press starts nothing. A visitor is seldom that quick; a test that acts at once is.
 */
export async function heldEntryRunning(page: Page): Promise<void> {
  // The hold's state, once per page under a key every script of the page finds (shell/src/startup/page-state.ts).
  await page.waitForFunction(
    ({ registryKey, hold }) => {
      const registry = (window as unknown as Record<symbol, Map<string, { interaction?: unknown }> | undefined>)[Symbol.for(registryKey)];
      return registry?.get(hold)?.interaction !== undefined;
    },
    { registryKey: PAGE_STATE_REGISTRY, hold: PAGE_STATES.hydrationHold },
  );
}

/**
 * Has a held public page taken over by its script (hydrated): a key press is the visitor's first interaction, which
 * starts the page's scripts (until then its held entry is its only one). Resolves once the page is hydrated: from
 * then on its links navigate within the page (the router moves focus to the new heading), where before they load
 * the next page as HTML.
 */
export async function takeOver(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Shift');
  await expect.poll(() => headingHydrated(page)).toBe(true);
}
