import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../../libs/testing/e2e/accessibility';
import { holdRequests, SCRIPTS } from '../../libs/testing/e2e/held-requests';
import { headingHydrated, heldEntryRunning, takeOver } from '../../libs/testing/e2e/server-elements';

/** The menu button: the <summary> of the drawer's <details> (no implicit role for Playwright's role queries). */
const menuButton = (page: Page) => page.locator('summary.menu-button');
const menuOpen = (page: Page) => page.locator('details.drawer[open]');
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('[data-screen="mf_info_pages/Home"]')).toBeVisible();
}

test.describe('header', () => {
  test('changes style once the page has scrolled 80 pixels', async ({ page }) => {
    await openHome(page);
    const header = page.getByRole('banner');
    await page.evaluate(() => window.scrollTo(0, 79));
    await expect(header).not.toHaveClass(/site-header--scrolled/);
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect(header).toHaveClass(/site-header--scrolled/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/site-header--scrolled/);
  });

  test('the logo links home @phone', async ({ page }) => {
    await page.goto('/Faq');
    await page.getByRole('link', { name: /home page$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-screen="mf_info_pages/Home"]')).toBeVisible();
  });

  test('the top navigation holds the links of spec 2.3 and moves focus to the new page heading', async ({ page }) => {
    await openHome(page);
    // Within the page once it is taken over (before, a link loads the next page as HTML).
    await takeOver(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About Us', 'Privacy Policy', 'Document Required', 'Services']);
    await nav.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeFocused();
  });

  test('a skip link leads past the header to the main content', async ({ page }) => {
    await openHome(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
  });
});

test.describe('drawer on small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button toggles it: the language, the applicant\'s tasks, then the menus @phone', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(menuOpen(page)).toHaveCount(0);
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(menuOpen(page)).toHaveCount(1);
    await expect(drawer(page).getByRole('navigation', { name: 'Your application' }).getByRole('link')).toHaveText([
      'Apply for an e-Visa',
      'Continue an application',
      'Pay for a completed application',
      'Application status',
    ]);
    await expect(drawer(page).getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText(['Home', 'About Us', 'Privacy Policy', 'Document Required', 'Services']);
    const explore = drawer(page).getByRole('navigation', { name: 'Explore' }).getByRole('link');
    await expect(explore).toHaveText(['Blogs', 'Products']);
    // The language choice comes first, above the fold of a phone.
    await expect(drawer(page).getByRole('combobox', { name: 'Language' })).toBeInViewport();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('Escape closes it and focus returns to the menu button @phone', async ({ page }) => {
    await openHome(page);
    await menuButton(page).click();
    await expect(drawer(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('the close button and the backdrop close it @phone', async ({ page }) => {
    await openHome(page);
    await menuButton(page).click();
    await drawer(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.mouse.click(10, 400); // the backdrop, left of the panel
    await expect(drawer(page)).toBeHidden();
  });

  test('opened and closed before the page is taken over, focus returns to the menu button @phone', async ({ page }) => {
    await openHome(page);
    await heldEntryRunning(page);
    // The page's scripts wait until the visitor has opened the menu (as HTML) and clicked its close button, which
    // the page's script answers once it has taken the page over (hydration-on-interaction.ts).
    const { release } = await holdRequests(page, SCRIPTS);
    await menuButton(page).click();
    await expect(menuOpen(page)).toHaveCount(1);
    await drawer(page).getByRole('button', { name: 'Close menu' }).click();
    expect(await headingHydrated(page)).toBe(false);
    release();
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('focus stays inside while it is open @phone', async ({ page }) => {
    await openHome(page);
    await menuButton(page).click();
    const dialog = drawer(page);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test('opens without script, and its language choice asks for the page in that language @phone', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/AboutUs');
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('link', { name: 'Blogs' })).toBeVisible();
    await drawer(page).getByRole('combobox', { name: 'Language' }).selectOption('de');
    await drawer(page).getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/AboutUs\?lang=de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über uns');
    await context.close();
  });

  test('following a link closes it and shows the page @phone', async ({ page }) => {
    await openHome(page);
    await menuButton(page).click();
    // The menu opened before the take-over, which this first interaction starts; a link in it followed before that
    // loads the next page as HTML (as without script), once the page is taken over within the page.
    await expect.poll(() => headingHydrated(page)).toBe(true);
    await drawer(page).getByRole('link', { name: 'Blogs' }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(page.locator('[data-screen="mf_info_pages/Blogs"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('footer', () => {
  test('carries the agency disclaimer, the official site, the secure line and the copyright @phone', async ({ page }) => {
    await openHome(page);
    const config = await (await page.request.get('/config.json')).json();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`${config.agency.name} is a private agency, not a government body.`);
    const official = footer.getByRole('link', { name: /Official Government of India e-Visa site/ });
    await expect(official).toHaveAttribute('href', config.agency.officialSiteUrl);
    await expect(official).toHaveAttribute('target', '_blank');
    await expect(footer).toContainText('Your information is secure and encrypted.');
    await expect(footer).toContainText(new RegExp(`© \\d{4} ${config.agency.name}\\. All rights reserved\\.`));
    await expect(footer.getByRole('link', { name: config.agency.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
  });
});

test('the not-found page is accessible and named, and answered with 404 @phone', async ({ page }) => {
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| /);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the footer stays put while a remote screen loads (main reserves the viewport)', async ({ page }) => {
  await page.route('**/__federation_expose_*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto('/Faq');
  await expect(page.locator('[data-screen="mf_info_pages/Faq"]')).toBeVisible();
  const { mainHeight, viewport } = await page.evaluate(() => ({ mainHeight: document.getElementById('main')!.getBoundingClientRect().height, viewport: window.innerHeight }));
  expect(mainHeight).toBeGreaterThanOrEqual(viewport - 80);
});
