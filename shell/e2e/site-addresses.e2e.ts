import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_CODES } from '@evisa/i18n/languages';

/** Screenshots for people to look at (not compared by any test). */
const SCREENS = path.resolve(__dirname, '../../.data/address-screens');

async function get(page: Page, address: string, headers: Record<string, string> = {}) {
  const response = await page.request.get(address, { headers });
  expect(response.status(), address).toBe(200);
  return response.text();
}

/** An absolute address of the build's site origin as a path and query of the site under test. */
const local = (address: string) => {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};

const attribute = (element: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(element)?.[1];
const canonicalOf = (html: string) => attribute(/<link rel="canonical"[^>]*>/.exec(html)?.[0] ?? '', 'href');
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => [language, href]));
const ogOf = (html: string, property: string) => attribute(new RegExp(`<meta property="${property}"[^>]*>`).exec(html)?.[0] ?? '', 'content');

test.describe("the site's addresses for search engines and link previews", () => {
  test('the sitemap lists every public page in every language, each address answering that page in that language', async ({ page }) => {
    expect(await get(page, '/robots.txt')).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    const sitemap = await get(page, '/sitemap.xml');
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    const paths = new Set(locations.map((loc) => new URL(loc).pathname));
    // One address per page: an alias path (/about) is not listed beside the page's own (/AboutUs).
    for (const listed of ['/', '/AboutUs', '/privacy', '/service', '/documentRequired', '/Faq', '/Visa-Fee-Details', '/Apply', '/status']) expect(paths, listed).toContain(listed);
    for (const alias of ['/about', '/PrivacyPolicy', '/services', '/termCondition']) expect(paths, alias).not.toContain(alias);
    expect(locations).toHaveLength(paths.size * LANGUAGE_CODES.length);

    for (const loc of locations) {
      const language = new URL(loc).searchParams.get('lang')!;
      // Whatever the visitor's cookie and browser say, the address decides.
      const html = await get(page, local(loc), { Cookie: `evisa-language=${language === 'ru' ? 'de' : 'ru'}`, 'Accept-Language': 'sv' });
      expect(html, loc).toContain(`<html lang="${language}">`);
      expect(canonicalOf(html), loc).toBe(loc);
      const alternates = alternatesOf(html);
      expect(Object.keys(alternates).sort(), loc).toEqual([...LANGUAGE_CODES, 'x-default'].sort());
      expect(alternates[language], loc).toBe(loc);
      expect(ogOf(html, 'og:url'), loc).toBe(loc);
    }
  });

  test('a page names its address in its language, every other, and its Open Graph card; an alias names the page', async ({ page }) => {
    const french = await get(page, '/about', { Cookie: 'evisa-language=fr' });
    expect(local(canonicalOf(french)!)).toBe('/AboutUs?lang=fr');
    const alternates = alternatesOf(french);
    expect(local(alternates['ja']!)).toBe('/AboutUs?lang=ja');
    expect(local(alternates['x-default']!)).toBe('/AboutUs');
    expect(ogOf(french, 'og:title')).toMatch(/^Qui sommes-nous \| /);
    expect(ogOf(french, 'og:description')).toBe(/<meta name="description" content="([^"]*)"/.exec(french)?.[1]);
    expect(ogOf(french, 'og:locale')).toBe('fr_FR');
    expect(ogOf(french, 'og:type')).toBe('website');
    const image = await page.request.get(local(ogOf(french, 'og:image')!));
    expect(image.headers()['content-type']).toBe('image/png');

    // Each language has its own description; a frame (a page showing an application) names no address.
    const japanese = await get(page, '/AboutUs?lang=ja');
    expect(/<meta name="description" content="([^"]*)"/.exec(japanese)?.[1]).not.toBe(ogOf(french, 'og:description'));
    expect(canonicalOf(await get(page, '/Apply2/ABC123?lang=fr'))).toBeUndefined();
  });

  test("the page opens in its address's language at 320, 390 and 1366 px; choosing another language drops it from the address", async ({ page, baseURL }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.context().addCookies([{ name: 'evisa-language', value: 'de', url: baseURL! }]);
    for (const width of [320, 390, 1366]) {
      await page.setViewportSize({ width, height: width === 1366 ? 768 : 844 });
      await page.goto('/AboutUs?lang=ja');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.locator('[data-remote="mf_info_pages"] h1')).toHaveText('会社概要');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SCREENS, `about-ja-${width}.png`) });
    }
    // Visiting an address in a language is no choice: the cookie stays the visitor's.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'evisa-language')?.value).toBe('de');
    await page.getByRole('combobox').first().selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(errors.filter((text) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);
  });
});
