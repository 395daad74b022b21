import { expect, test, type Page } from '@playwright/test';
import { INFO_ROUTES, INFO_SCREENS } from './info-routes';
import { accessibilityViolations } from '../../libs/testing/e2e/accessibility';
import { holdRequests } from '../../libs/testing/e2e/held-requests';
import { headingHydrated, heldEntryRunning, keepServerElements, serverElementsKept, takeOver } from '../../libs/testing/e2e/server-elements';

async function openInfoPage(page: Page, path: string, screen: string) {
  await page.goto(path);
  await expect(page.locator(`[data-screen="mf_info_pages/${screen}"]`)).toBeVisible();
  await heldEntryRunning(page);
}

test.describe('every information route', () => {
  for (const route of INFO_ROUTES) {
    test(`${route.path} shows its screen with its own title and no accessibility violations @phone`, async ({ page }) => {
      await openInfoPage(page, route.path, route.screen);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`^${route.title.replace(/[()]/g, '\\$&')} \\| `));
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
});

test('no link on the information pages or in the chrome leads to the not-found page', async ({ page }) => {
  test.setTimeout(180_000);
  const internal = new Set<string>();
  for (const { path, screen } of INFO_SCREENS) {
    await openInfoPage(page, path, screen);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) if (href.startsWith('/') && !href.startsWith('//')) internal.add(href.split('#')[0]);
  }
  expect(internal.size).toBeGreaterThan(20);
  for (const href of internal) {
    await page.goto(href);
    await expect(page.locator('main [data-screen]'), `${href} shows a screen`).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' }), `${href} is not the not-found page`).toHaveCount(0);
  }
});

test('external links open in a new tab and name where they go', async ({ page }) => {
  for (const { path, screen } of INFO_SCREENS) {
    await openInfoPage(page, path, screen);
    for (const link of await page.locator('a[href^="http"]').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
  }
});

test.describe('home page', () => {
  test('offers the hero, the applicant\'s tasks and the side menu @phone', async ({ page }) => {
    await openInfoPage(page, '/', 'Home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Indian e-Visa, applied for online with expert help');
    await expect(page.getByText(/^From \$\d+\.\d\d, government fee included$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/Apply');
    await expect(page.getByRole('link', { name: /^Know More/ })).toHaveAttribute('href', '/services/2');
    const navigations = page.getByRole('region', { name: 'What would you like to do?' });
    await expect(navigations.getByRole('link', { name: /^Apply For E-Visa/ })).toHaveAttribute('href', '/Apply');
    await expect(navigations.getByRole('link', { name: /^Complete Partial Filled Form/ })).toHaveAttribute('href', '/partial-Filled');
    await expect(navigations.getByRole('link', { name: /^Payment For Complete Form/ })).toHaveAttribute('href', '/visa-fee');
    await expect(navigations.getByRole('link', { name: /^Check Application Status/ })).toHaveAttribute('href', '/status');
    await expect(page.getByRole('navigation', { name: 'Information', exact: true }).getByRole('link')).toHaveCount(11);
  });

  test('the floating chat button opens the configured messaging link in a new tab @phone', async ({ page }) => {
    await openInfoPage(page, '/', 'Home');
    const config = await (await page.request.get('/config.json')).json();
    const chat = page.getByRole('link', { name: 'Chat with us (opens in a new tab)' });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', config.agency.chatLink);
    await expect(chat).toHaveAttribute('target', '_blank');
  });

  test('the chat button is hidden when no messaging link is configured', async ({ page }) => {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({ response, json: { ...config, agency: { ...config.agency, chatLink: '' } } });
    });
    await openInfoPage(page, '/', 'Home');
    // The pre-rendered page holds the build's configuration; it follows the served one once the visitor does something.
    await page.keyboard.press('Shift');
    await expect(page.getByRole('link', { name: /Chat with us/ })).toHaveCount(0);
  });

  test('the hero image has its size reserved and the page does not shift while it loads', async ({ page }) => {
    await openInfoPage(page, '/', 'Home');
    const image = page.getByRole('img', { name: /India Gate/ });
    await expect(image).toHaveAttribute('width', '480');
    await expect(image).toHaveAttribute('height', '360');
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.1);
  });
});

test.describe("About Us 'Why Choose Us?' accordion", () => {
  // Native <details>/<summary>: the summary is the control, the <details> carries the open state.
  const summary = (page: Page, name: string) => page.locator('summary', { hasText: name });
  const item = (page: Page, name: string) => page.locator('details', { has: summary(page, name) });

  test('opens the first item initially and keeps one item open at a time @phone', async ({ page }) => {
    await openInfoPage(page, '/AboutUs', 'AboutUs');
    await expect(item(page, 'Fast & Secure')).toHaveAttribute('open', '');
    await expect(page.getByText('Normal applications are processed in')).toBeVisible();
    await summary(page, 'Expert Support').click();
    await expect(item(page, 'Expert Support')).toHaveAttribute('open', '');
    await expect(item(page, 'Fast & Secure')).not.toHaveAttribute('open');
    await expect(page.getByText('Normal applications are processed in')).toBeHidden();
  });

  test('clicking the open item closes it', async ({ page }) => {
    await openInfoPage(page, '/AboutUs', 'AboutUs');
    await summary(page, 'Fast & Secure').click();
    await expect(item(page, 'Fast & Secure')).not.toHaveAttribute('open');
    await expect(page.locator('details.accordion__item[open]')).toHaveCount(0);
  });

  test('an item opened before the page\'s script arrived stays open once the page is taken over', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The screen's module waits until the visitor has opened an item of the pre-rendered page.
    const { release } = await holdRequests(page, /__federation_expose_AboutUs\.[^/]*\.js$/);
    const accordion = { accordion: '#root .accordion' };
    await keepServerElements(page, accordion);
    await page.goto('/AboutUs', { waitUntil: 'domcontentloaded' });
    await summary(page, 'Expert Support').click();
    await expect(item(page, 'Expert Support')).toHaveAttribute('open', '');
    release();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => headingHydrated(page)).toBe(true);
    // Taken over as it is, not rendered anew (which would open the first item again).
    expect(await serverElementsKept(page, accordion)).toEqual({ accordion: true });
    await expect(item(page, 'Expert Support')).toHaveAttribute('open', '');
    await expect(item(page, 'Fast & Secure')).not.toHaveAttribute('open');
    await summary(page, 'Customer-Focused').click();
    await expect(item(page, 'Customer-Focused')).toHaveAttribute('open', '');
    await expect(item(page, 'Expert Support')).not.toHaveAttribute('open');
    expect(errors).toEqual([]);
  });

  test('works with the keyboard, and without script', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/AboutUs');
    await summary(page, 'Fast & Secure').focus();
    await page.keyboard.press('Tab');
    await expect(summary(page, 'Expert Support')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(item(page, 'Expert Support')).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(item(page, 'Customer-Focused')).toHaveAttribute('open', '');
    await expect(item(page, 'Expert Support')).not.toHaveAttribute('open');
    await context.close();
  });
});

test('the side menu marks the page being shown and moves focus to the new heading', async ({ page }) => {
  await openInfoPage(page, '/', 'Home');
  // Within the page once it is taken over (before, a link loads the next page as HTML).
  await takeOver(page);
  const menu = page.getByRole('navigation', { name: 'Information', exact: true });
  await menu.getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Information', exact: true }).getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('aria-current', 'page');
});

test('Visa Fee Details lists government fee, service fee and total for every visa @phone', async ({ page }) => {
  await openInfoPage(page, '/Visa-Fee-Details', 'VisaFeeDetails');
  for (const name of [/^Normal processing/, /^Urgent processing/]) {
    const table = page.getByRole('table', { name });
    await expect(table.getByRole('row')).toHaveCount(10);
    await expect(table.getByRole('row', { name: /^e-Business/ })).toContainText(/\$\d+\.\d\d/);
  }
});
