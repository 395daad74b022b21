import { expect, test, type Page } from '@playwright/test';
import { takeOver } from '../../libs/testing/e2e/server-elements';

/**
 * A pre-rendered page inlines only the rules it can use before its script runs (shell/prerender/page-style.ts), in an
 * element after the sheets the script loads. Left in place after a client-side navigation, the first page's subset
 * would win over the next screen's rules of equal specificity (shell/src/route-change-effects.ts drops it).
 */
const INLINED = 'style[data-prerendered]';

/** Elements of a screen and the computed properties read from each. */
type Probes = Record<string, string[]>;

const SCREENS: { path: string; heading: string; probes: Probes }[] = [
  {
    // Where home's subset and the full sheets disagree: the UI kit's `.card-grid` columns (kept for the home page's
    // cards) against the information pages' `.contact-cards`, of equal specificity, which comes later in the sheets.
    path: '/contact',
    heading: 'Contact Us',
    probes: {
      '.contact-cards': ['grid-template-columns', 'display'],
      '.contact-card': ['width', 'display', 'gap'],
      '#root h1': ['font-size', 'margin-bottom', 'color'],
      '.site-footer__heading': ['font-size', 'color', 'margin-bottom'],
    },
  },
  {
    path: '/Faq',
    heading: 'Frequently asked questions',
    probes: {
      '.accordion': ['border-top-width', 'border-radius', 'margin-bottom'],
      '.accordion__summary': ['font-size', 'font-weight', 'padding-left', 'min-height', 'color'],
      '.accordion .accordion__heading': ['margin-top', 'font-size'],
      '#root h1': ['font-size', 'margin-bottom', 'color'],
      '.site-footer': ['font-size', 'background-color'],
      '.site-footer__heading': ['font-size', 'color', 'margin-bottom'],
    },
  },
];

/** The probed properties' computed values on the page (every probe must find its element). */
function computedStyles(page: Page, probes: Probes): Promise<Record<string, Record<string, string>>> {
  return page.evaluate((wanted) => {
    const values: Record<string, Record<string, string>> = {};
    for (const [selector, properties] of Object.entries(wanted)) {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no element ${selector}`);
      const style = getComputedStyle(element);
      values[selector] = Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
    }
    return values;
  }, probes);
}

test.describe('a pre-rendered page\'s inlined styles after a client-side navigation', () => {
  for (const { path, heading, probes } of SCREENS) {
    test(`are gone on ${path}, whose computed styles are those of ${path} loaded itself`, async ({ page }) => {
      test.slow(); // two page loads, each taken over, on a shared machine
      // The truth: the page loaded from the server and taken over, its own inlined rules after its full sheets.
      await page.goto(path);
      await takeOver(page);
      await page.waitForLoadState('networkidle');
      const loaded = await computedStyles(page, probes);

      await page.goto('/');
      await expect(page.locator(INLINED)).toHaveCount(1);
      await takeOver(page);
      // A marker on the window proves the next page comes without a document load.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      // The keyboard, not the pointer: a pointer left over the next page would give it hover styles.
      await page.locator(`#root a[href="${path}"]`).first().focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

      // Soft: a failure of either says what it says without hiding the other.
      expect.soft(await computedStyles(page, probes)).toEqual(loaded);
      await expect.soft(page.locator(INLINED)).toHaveCount(0);
    });
  }
});
