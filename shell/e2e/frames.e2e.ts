import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { applicantAnswers } from '@evisa/contracts/testing';
import { LANGUAGE_CODES } from '@evisa/i18n/languages';
import { keepServerElements, serverElementsKept } from '../../libs/testing/e2e/server-elements';
import { holdRequests, SCRIPTS } from '../../libs/testing/e2e/held-requests';

const CHROME = { header: '#root header', footer: '#root footer' };

/** Whether React has taken each part of the chrome over (hydrated it): its element then carries React's own keys. */
const chromeHydrated = (page: Page) =>
  page.evaluate((selectors) => Object.values(selectors).every((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }), CHROME);

/** Screenshots for people to look at (not compared by any test). */
const SCREENS = path.resolve(__dirname, '../../.data/frame-screens');

/** An application with steps 1 and 2 saved, made through the API in this browser (the access cookie lands in it). */
async function savedApplication(page: Page) {
  // A name as passports print it: letters only (the time's digits spelt as letters).
  const surname = `Framecheck${Date.now().toString(36).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
  const answers = applicantAnswers('tourist30', { surname, email: `${surname.toLowerCase()}@example.com` });
  const created = await page.request.post('/api/visaapplication/newApplication', { data: answers.step1 });
  expect(created.status(), await created.text()).toBe(200);
  const id: string = (await created.json()).data.uniqueId;
  const saved = await page.request.patch(`/api/visaapplication/applicationSubmitStep2?applicationId=${id}`, { data: answers.step2 });
  expect(saved.status(), await saved.text()).toBe(200);
  return { id, surname, email: answers.step1.email, cityOfBirth: answers.step2.cityOfBirth };
}

/** The page's HTML as the server sends it, before any script runs. */
async function serverHtml(page: Page, pathname: string, headers: Record<string, string> = {}) {
  const response = await page.request.get(pathname, { headers });
  expect(response.status()).toBe(200);
  return response.text();
}

/** One element of a document, by its opening tag, up to its closing tag (the first of its kind). */
const element = (html: string, open: string, tag: string) => {
  const start = html.indexOf(open);
  return start < 0 ? '' : html.slice(start, html.indexOf(`</${tag}>`, start) + tag.length + 3);
};

/** Console errors and content security policy violations of a page, from its start. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return problems;
}

test.describe("a client-rendered page's frame", () => {
  test("arrives in the HTML: the site's chrome in the visitor's language around the loading indicator, nothing of the applicant", async ({ page }) => {
    const application = await savedApplication(page);
    const html = await serverHtml(page, `/Apply2/${application.id}`, { Cookie: 'evisa-language=fr', 'Accept-Language': 'en' });
    expect(html).toContain('<html lang="fr">');
    const root = html.split('<div id="root">')[1] ?? '';
    // The chrome, as the pre-rendered pages in that language carry it.
    const aboutUs = await serverHtml(page, '/AboutUs', { Cookie: 'evisa-language=fr' });
    expect(element(root, '<footer class="site-footer">', 'footer')).not.toBe('');
    expect(element(root, '<footer class="site-footer">', 'footer')).toBe(element(aboutUs, '<footer class="site-footer">', 'footer'));
    expect(root).toContain('<header class="site-header">');
    expect(root).toContain('Chargement…');
    // Nothing of the application: not its number, nor anything the applicant wrote.
    for (const value of [application.id, application.surname, application.email, application.cityOfBirth]) expect(root).not.toContain(value);
    // The same frame for every client-rendered screen (here a payment remote's); a path no route answers is left to
    // the single page, with 404.
    expect(await serverHtml(page, `/Preview/${application.id}`, { Cookie: 'evisa-language=fr' })).toContain('Chargement…');
    const unknown = await page.request.get('/no-such-page/at-all');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('<div id="root"></div>');
  });

  test('is taken over by the page without a change, then its screen renders: no console error', async ({ page }) => {
    const application = await savedApplication(page);
    const problems = problemsOf(page);
    // The chrome the server sent, kept before any script runs: React takes it over (hydration) or, had its first
    // render differed, would have put new elements in its place.
    await keepServerElements(page, CHROME);
    await page.goto(`/Apply2/${application.id}`);
    const screen = page.locator('[data-remote="mf_application"][data-expose="Step2"]');
    await expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Town\/City of Birth/ })).toHaveValue(application.cityOfBirth);
    await expect(page.locator('.remote-loading')).toHaveCount(0);
    const kept = await serverElementsKept(page, CHROME);
    expect(kept).toEqual({ header: true, footer: true });
    // Interactive: the language switcher answers, and the screen follows.
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(problems).toEqual([]);
  });

  test('is taken over without a hydration error in every language, the screen first and the chrome after it: a step page and /Apply', async ({ page, baseURL }) => {
    test.setTimeout(240_000); // sixteen pages, each waited for until it is idle
    const application = await savedApplication(page);
    const problems = problemsOf(page);
    await keepServerElements(page, CHROME);
    for (const language of LANGUAGE_CODES) {
      await page.context().addCookies([{ name: 'evisa-language', value: language, url: baseURL! }]);
      for (const pathname of [`/Apply2/${application.id}`, '/Apply']) {
        await page.goto(pathname);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('#root [data-remote] h1').first()).toBeVisible();
        // The chrome is hydrated when the page is idle, after the screen: a mismatch in it would show only then.
        await expect.poll(() => chromeHydrated(page), { message: `${language} ${pathname}: the chrome hydrated` }).toBe(true);
        expect(await serverElementsKept(page, CHROME), `${language} ${pathname}`).toEqual({ header: true, footer: true });
      }
    }
    expect(problems.filter((text) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);
  });

  test('paints styled before the scripts run, at a phone and a desktop width', async ({ page }) => {
    const application = await savedApplication(page);
    const problems = problemsOf(page);
    const { release } = await holdRequests(page, SCRIPTS);
    await page.goto(`/Apply2/${application.id}`, { waitUntil: 'commit' });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading…');
    // The inlined style sheet applies (the content security policy let it in by its hash): the header is the brand's.
    expect(await page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    for (const width of [320, 390, 1366]) {
      await page.setViewportSize({ width, height: width === 1366 ? 768 : 844 });
      await page.screenshot({ path: path.join(SCREENS, `step2-frame-${width}.png`) });
    }
    release();
    await expect(page.locator('[data-remote="mf_application"][data-expose="Step2"]').getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of [320, 390, 1366]) {
      await page.setViewportSize({ width, height: width === 1366 ? 768 : 844 });
      await page.screenshot({ path: path.join(SCREENS, `step2-screen-${width}.png`) });
    }
    expect(problems).toEqual([]);
  });
});
