import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_CODES } from '@evisa/i18n/languages';
import { EVISA_ELIGIBILITY } from '@evisa/reference-data';
import { keepServerElements, serverElementsKept, takeOver } from '../../libs/testing/e2e/server-elements';

// The home page's list of the nationalities that may apply (spec 9.3) is in its pre-rendered HTML, named and ordered
// in the page's language (the `countries` texts), and React takes it over unchanged (issue 41, point 1).
const LIST = '#root .visa-facts details:has(.nationalities__list)';
const COUNT = EVISA_ELIGIBILITY.nationalities.length;

const namesIn = (page: Page) => page.locator(`${LIST} li`).allTextContents();

async function openHome(page: Page, language: string, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'evisa-language', value: language, url: baseURL }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test.describe('the home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The first name as the language orders the eligible ones (its own alphabet, not the official list's order).
  const FIRST = { en: 'Albania', ja: 'アイスランド', ru: 'Австралия' } as const;

  for (const [language, first] of Object.entries(FIRST)) {
    test(`lists the eligible nationalities in ${language} when its summary is opened`, async ({ page, baseURL }) => {
      await openHome(page, language, baseURL!);
      const list = page.locator(LIST);
      const items = list.getByRole('listitem');
      await expect(items.first()).toBeHidden();
      await list.locator('summary').click(); // the browser's own disclosure: no script involved
      await expect(items).toHaveCount(COUNT);
      await expect(items.first()).toBeVisible();
      await expect(items.first()).toHaveText(first);
    });
  }
});

test('the home page is taken over with the same list of nationalities, without a hydration error, in every language', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()} ${message.text()}`);
  });
  // React reports a hydration it recovered from as an uncaught error of the page, not on the console.
  page.on('pageerror', (error) => errors.push(`${page.url()} ${error.message}`));
  const elements = { list: `${LIST} ul` };
  await keepServerElements(page, elements);
  for (const language of LANGUAGE_CODES) {
    await openHome(page, language, baseURL!);
    const served = await namesIn(page);
    expect(served, `${language}: the server's list`).toHaveLength(COUNT);
    await takeOver(page);
    await page.waitForLoadState('networkidle');
    expect(await serverElementsKept(page, elements), `${language}: the server's list taken over, not replaced`).toEqual({ list: true });
    expect(await namesIn(page), `${language}: the list after the take-over`).toEqual(served);
  }
  expect(errors.filter((text) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);
});
