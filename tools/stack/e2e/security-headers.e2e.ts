import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { isoDaysFromToday } from '../../../libs/testing/e2e/application/complete-application';

/** Records every content security policy violation of the page (the browser reports each as an event). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...console];
}

function remoteScreen(page: Page, remote: string, expose: string) {
  return page.locator(`[data-remote="${remote}"][data-expose="${expose}"]`);
}

test('the site sends a content security policy of its own origins and the remotes', async ({ page, baseURL }) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const manifest = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  for (const url of Object.values(manifest)) {
    const origin = new URL(url, baseURL).origin;
    if (origin !== new URL(baseURL!).origin) expect(policy).toContain(origin);
  }
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['x-frame-options']).toBe('DENY');
});

test("a pre-rendered page's policy lets in its own style element by its hash, and no other page's", async ({ page }) => {
  const hashes: string[] = [];
  for (const path of ['/', '/AboutUs', '/Apply2/X']) {
    const response = await page.goto(path);
    const styleSources = (response?.headers()['content-security-policy'] ?? '').split('; ').find((directive) => directive.startsWith('style-src ')) ?? '';
    const inlined = (await page.locator('style[data-prerendered]').textContent()) ?? '';
    const hash = `'sha256-${crypto.createHash('sha256').update(inlined, 'utf8').digest('base64')}'`;
    // With PayPal's SDK on, inline styles are allowed and no hash is sent (security-headers.mjs).
    expect(styleSources.match(/'sha256-[^']+'/g) ?? []).toEqual(styleSources.includes("'unsafe-inline'") ? [] : [hash]);
    hashes.push(hash);
  }
  expect(new Set(hashes).size).toBe(hashes.length);
});

test('scripts, styles and JSON carry nosniff but not the document-only headers', async ({ page }) => {
  const assets: { url: string; headers: Record<string, string> }[] = [];
  page.on('response', (answer) => {
    if (/\.(js|css)$|\.json$/.test(new URL(answer.url()).pathname)) assets.push({ url: answer.url(), headers: answer.headers() });
  });
  await page.goto('/');
  await expect(remoteScreen(page, 'mf_info_pages', 'Home').getByRole('heading', { level: 1 })).toBeVisible();
  // The held page's script and its reads start after the first frame, which may be after the heading is seen.
  await expect.poll(() => assets.some(({ url }) => url.endsWith('.js')) && assets.some(({ url }) => url.endsWith('remotes.json'))).toBe(true);
  for (const { url, headers } of assets) {
    expect({ url, nosniff: headers['x-content-type-options'] }).toEqual({ url, nosniff: 'nosniff' });
    expect({ url, csp: headers['content-security-policy'], frame: headers['x-frame-options'] }).toEqual({ url, csp: undefined, frame: undefined });
  }
});

test('the home page and a step page load with no policy violation, and an injected script is blocked', async ({ page }) => {
  const violations = await watchViolations(page);

  await page.goto('/');
  await expect(remoteScreen(page, 'mf_info_pages', 'Home').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);

  // A step page of a real application (created through the site's own /api, as the form does).
  const created = await page.request.post('/api/visaapplication/newApplication', {
    data: {
      applicationType: 'normal',
      passportType: 'ordinary',
      surname: 'Policy',
      givenName: 'Check',
      nationality: 'GB',
      portOfArrival: 'delhi-airport',
      dateOfBirth: '1985-04-12',
      email: 'csp.check@example.com',
      confirmEmail: 'csp.check@example.com',
      contactNo: '+44 20 7946 0958',
      expectedArrival: isoDaysFromToday(30),
      visaService: 'tourist',
      serviceSubCategory: '30D',
      serviceSubCat_subCategory: 'recreation',
    },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { data: { uniqueId: string } }).data.uniqueId;
  await page.goto(`/Apply2/${id}`);
  await expect(remoteScreen(page, 'mf_application', 'Step2').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(id).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);

  // The policy is enforced (so an empty list above means something): a script injected into the page does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/), expect.stringMatching(/Content Security Policy/)]);
});
