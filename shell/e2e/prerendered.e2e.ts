import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_CODES } from '@evisa/i18n/languages';
import { fillDate } from '../../libs/testing/e2e/date-input';
import { holdRequests, SCRIPTS } from '../../libs/testing/e2e/held-requests';
import { headingHydrated, heldEntryRunning, keepServerElements, serverElementsKept, takeOver } from '../../libs/testing/e2e/server-elements';
import { formsSentInAddress } from '../src/forms-in-address';
import { SCREEN_ROUTES } from '../src/screen-routes';

/** The page's HTML as the server sends it, before any script runs. */
async function serverHtml(page: Page, path: string, headers: Record<string, string> = {}) {
  const response = await page.request.get(path, { headers });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The text inside #root of a document, tags removed. */
const rootText = (html: string) =>
  (html.split('<div id="root">')[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

test.describe('pre-rendered pages', () => {
  test('arrive with their first screen in the HTML, in the language the visitor chose, else the browser prefers', async ({ page }) => {
    const english = await serverHtml(page, '/AboutUs', { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(english).toContain('<html lang="en">');
    expect(rootText(english)).toContain('About Us');

    const chosen = await serverHtml(page, '/apply', { 'Accept-Language': 'en-GB,en;q=0.9', Cookie: 'evisa-language=fr' });
    expect(chosen).toContain('<html lang="fr">');
    expect(rootText(chosen)).toContain("Demande d'e-Visa");

    // The browser's first supported preference, as the page's script picks it (not its unsupported first one).
    const preferred = await serverHtml(page, '/status', { 'Accept-Language': 'zh-CN,de;q=0.8' });
    expect(preferred).toContain('<html lang="de">');

    // Each page has its own title and description, in its language, as the tab shows them once the page runs.
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(titleOf(english)).toMatch(/^About Us \| /);
    expect(titleOf(chosen)).toMatch(/^Demande d'e-Visa \| /);
    expect(new Set([english, chosen, preferred, await serverHtml(page, '/')].map(titleOf)).size).toBe(4);
    expect(descriptionOf(english)).toBe('For 8 years we have helped travellers from around the world apply for their Indian e-Visa online.');
    await page.goto('/AboutUs');
    await expect(page).toHaveTitle(titleOf(english)!.replace(/&amp;/g, '&'));

    // A page that shows an application is never pre-rendered: it arrives as its frame, with no screen (frames.e2e.ts).
    const step = await serverHtml(page, '/Apply2/ABC123');
    expect(step).not.toContain('data-remote=');
    expect(rootText(step)).toContain('Loading…');
  });

  test('are taken over by the page without a change: the same elements, no hydration error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The screen and heading the server sent, kept before any script runs: React takes them over (hydration) or,
    // had its render differed, would have put new ones in their place.
    const screen = { heading: '#root h1', screen: '#root [data-remote]' };
    await keepServerElements(page, screen);
    await page.goto('/AboutUs');
    await expect(page.locator('[data-remote="mf_info_pages"][data-expose="AboutUs"] h1')).toBeVisible();
    // Not at start-up: the page's scripts have run, and it is still the server's HTML until the visitor does something.
    await page.waitForLoadState('networkidle');
    expect(await headingHydrated(page)).toBe(false);
    await takeOver(page);
    // Interactive: React has taken the page over (the language switcher answers, without loading the page again).
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const kept = await serverElementsKept(page, screen);
    expect(kept).toEqual({ heading: true, screen: true });
    expect(errors.filter((text) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);

    // The choice is a cookie: the next page arrives in German from the server.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'evisa-language')?.value).toBe('de');
    await page.goto('/Faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(rootText(await serverHtml(page, '/Faq', { Cookie: 'evisa-language=de' }))).toContain(await page.locator('#root h1').innerText());
  });

  test('are taken over without a hydration error in every language, wherever the browser formats text', async ({ page, baseURL }) => {
    // The browser's own names and numbers (Intl) differ from the build's (Node's): what the pre-render shows must
    // not depend on them. The home page (dates, its list of nationalities: prerendered-home.e2e.ts checks that list
    // too) and the fee table are where they are shown.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()} ${message.text()}`);
    });
    // React reports a hydration it recovered from as an uncaught error of the page, not on the console.
    page.on('pageerror', (error) => errors.push(`${page.url()} ${error.message}`));
    for (const language of LANGUAGE_CODES) {
      await page.context().addCookies([{ name: 'evisa-language', value: language, url: baseURL! }]);
      for (const path of ['/', '/Visa-Fee-Details']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('#root [data-remote] h1').first()).toBeVisible();
        await takeOver(page);
        await page.waitForLoadState('networkidle');
      }
    }
    expect(errors.filter((text) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);
  });

  test('ask for nothing but their HTML before their first paint: one inline script, let in by its hash, starts the held entry', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('CSP violation')) violations.push(message.text());
    });
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)));
    for (const path of ['/', '/AboutUs', '/status']) {
      const response = await page.request.get(path);
      const html = await response.text();
      // No script file, preload or JSON is asked for by the HTML: the page paints from it alone.
      expect(html, path).not.toMatch(/<script[^>]*\ssrc=|rel="preload"/);
      const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text);
      expect(inline, path).toHaveLength(1);
      // The page's content security policy lets in that script by its hash, and no other inline script.
      const scriptSources = response.headers()['content-security-policy']?.split('; ').find((directive) => directive.startsWith('script-src '));
      const hash = createHash('sha256').update(inline[0]!, 'utf8').digest('base64');
      expect(scriptSources?.match(/'sha256-[^']+'/g), path).toEqual([`'sha256-${hash}'`]);
    }
    // In the browser: the loader runs (no violation) and starts the held entry, which holds the page.
    await page.goto('/AboutUs');
    await heldEntryRunning(page);
    expect(violations).toEqual([]);
  });

  test('keep the position the visitor scrolled to when they are taken over (the scroll being the first interaction)', async ({ page }) => {
    await page.goto('/AboutUs');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => headingHydrated(page)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.waitForTimeout(300); // anything the take-over would do to the position has been done by now
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('answer a first click that needs the page\'s script: the form it submits checks its fields, nothing is sent in the address', async ({ page }) => {
    const forms = [
      { path: '/status', button: 'Submit' },
      { path: '/partial-Filled', button: 'Submit' },
      { path: '/contact', button: 'Send message' },
    ];
    for (const { path, button } of forms) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await headingHydrated(page), `${path} is still the server's HTML`).toBe(false);
      // The click is the visitor's first interaction: it starts the hydration, and is then answered by the form.
      await page.getByRole('button', { name: button, exact: true }).first().click();
      await expect(page.getByText('This field is required').first(), `${path} checked its fields`).toBeVisible();
      expect(new URL(page.url()).search, `${path} sent nothing in its address`).toBe('');
    }
  });

  test('send no form in the address: every pre-rendered form but the language choice is POST', async ({ page }) => {
    for (const route of SCREEN_ROUTES.filter((each) => each.prerendered)) {
      for (const language of LANGUAGE_CODES) {
        const html = await serverHtml(page, route.path, { Cookie: `evisa-language=${language}` });
        expect(formsSentInAddress(html), `${language} ${route.path}`).toEqual([]);
      }
    }
  });

  test('answer a form submitted before their script arrived with the same page, and nothing of it in the address', async ({ page, baseURL }) => {
    await page.route(SCRIPTS, (route) => route.abort());
    for (const path of ['/status', '/partial-Filled']) {
      await page.goto(path);
      await page.getByRole('textbox', { name: /Enter your Application Number/ }).fill('ABC123DEF');
      await fillDate(page.getByRole('group', { name: /Date of birth/i }), '1990-05-17');
      const sent = page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().isNavigationRequest());
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const answer = await sent;
      expect(answer.request().method(), path).toBe('POST');
      expect(answer.status(), path).toBe(200);
      await page.waitForLoadState();
      expect(page.url(), `${path} sent nothing in its address`).toBe(new URL(path, baseURL).href);
      await expect(page.getByRole('button', { name: 'Submit', exact: true }), `${path} answered with its page`).toBeVisible();
    }
  });

  test('answer a click on a button only their script answers, made before they were taken over', async ({ page }) => {
    // The screen's module waits until the visitor has clicked: the button is still the server's HTML then.
    const screenModule = await holdRequests(page, /__federation_expose_Resume\.[^/]*\.js$/);
    // The page's held entry has run and holds the page until an interaction.
    await page.goto('/partial-Filled');
    await heldEntryRunning(page);
    await page.getByRole('button', { name: 'E-mail me a link to my application' }).click();
    await screenModule.requested; // the click started the page
    expect(await headingHydrated(page)).toBe(false);
    screenModule.release();
    // Answered once the page is taken over: a link needs the application's number.
    await expect(page.getByText('This field is required').first()).toBeVisible();
    expect(await headingHydrated(page)).toBe(true);
  });

  test('send what the visitor typed with a submission made before they were taken over', async ({ page }) => {
    // /partial-Filled and /status ask for the same two answers.
    const lookup = {
      fill: async () => {
        await page.getByRole('textbox', { name: /Enter your Application Number/ }).fill('NOSUCHNUMBER1');
        await fillDate(page.getByRole('group', { name: /Date of birth/i }), '1990-05-17');
      },
      submit: 'Submit',
      answered: 'We could not find an application with that number and date of birth.',
    };
    const forms = [
      { path: '/partial-Filled', expose: 'Resume', ...lookup },
      { path: '/status', expose: 'Status', ...lookup },
      {
        path: '/contact',
        expose: 'Contact',
        fill: async () => {
          await page.getByRole('textbox', { name: 'Your name' }).fill('Asha Rao');
          await page.getByRole('textbox', { name: 'Your e-mail address' }).fill(`asha.${Date.now()}@example.com`);
          await page.getByRole('textbox', { name: 'Your phone number' }).fill('+91 98765 43210');
          await page.getByRole('textbox', { name: 'Your message' }).fill('When will my e-Visa arrive?');
        },
        submit: 'Send message',
        answered: 'Thank you, your message has been sent',
      },
    ];
    for (const { path, expose, fill, submit, answered } of forms) {
      // The screen's module waits until the form is filled and sent: the page is held until then, every box typed
      // into and the button clicked are still the server's HTML.
      const screenModule = new RegExp(`__federation_expose_${expose}\\.[^/]*\\.js$`);
      const { release } = await holdRequests(page, screenModule);
      await page.goto(path);
      await heldEntryRunning(page);
      await fill();
      await page.getByRole('button', { name: submit, exact: true }).first().click();
      expect(await headingHydrated(page), `${path} is still the server's HTML`).toBe(false);
      release();
      // Answered once taken over, with what was typed: the API was asked, no field was refused as empty.
      await expect(page.getByText(answered).first(), `${path} sent what was typed`).toBeVisible();
      await expect(page.getByText('This field is required'), path).toHaveCount(0);
      await page.unroute(screenModule);
    }
  });

  test("run only their held entry until the first interaction, which runs the shell's entry and loads the page's own remote and no other", async ({ page }) => {
    const manifest: Record<string, string> = await (await page.request.get('/remotes.json')).json();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/status');
    // Before: the held entry alone has run (no federation runtime); what the start needs is prefetched (hints in the
    // head, nothing run, one in each idle moment after the load, the remote's last): the shell's entry and start-up
    // files, and the page's own screen in its remote.
    const prefetched = () => page.locator('head > link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    await expect.poll(prefetched).toContain(new URL(manifest.mf_payment, page.url()).href);
    await page.waitForLoadState('networkidle');
    expect(scripts.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/^\/held\.[0-9a-f]{8}\.js$/)]);
    expect((await prefetched()).filter((href) => /\/main\.[0-9a-f]{8}\.js$/.test(href))).toHaveLength(1);
    expect((await prefetched()).filter((href) => /\/bootstrap\.[0-9a-f]{8}\.js$/.test(href))).toHaveLength(1);
    expect(await page.locator('head > link[rel="preload"][as="script"]').count()).toBe(0);
    expect(await headingHydrated(page)).toBe(false);

    // The first interaction starts the page: its texts, the bootstrap and the page's own remote, no other.
    await page.keyboard.press('Shift');
    await expect.poll(() => headingHydrated(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    const entries = new Set(scripts.filter((url) => url.endsWith('/remoteEntry.js')));
    expect([...entries]).toEqual([new URL(manifest.mf_payment, page.url()).href]);
    expect(scripts.some((url) => /\/main\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
    expect(scripts.some((url) => /\/bootstrap\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  });

  test('a step page is not held: its form is taken over at once, without an interaction', async ({ page }) => {
    await page.goto('/Apply');
    await expect.poll(() => headingHydrated(page)).toBe(true);
  });

  test('keep what the visitor typed before the scripts ran: the form submits it', async ({ page }) => {
    // The page's scripts wait until the visitor has typed into the pre-rendered form.
    const { release } = await holdRequests(page, SCRIPTS);
    await page.goto('/status', { waitUntil: 'commit' });
    const number = page.getByRole('textbox', { name: /Enter your Application Number/ });
    await number.fill('NOSUCHNUMBER1');
    await fillDate(page.getByRole('group', { name: /Date of birth/ }), '1990-05-17');
    release();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Submit' }).click();
    // Sent as typed: the API looked the number up (and found none), no field was refused as empty.
    await expect(page.getByText('We could not find an application with that number and date of birth.').first()).toBeVisible();
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await expect(number).toHaveValue('NOSUCHNUMBER1');
  });
});

