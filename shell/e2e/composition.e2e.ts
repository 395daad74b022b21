import { expect, test, type Page } from '@playwright/test';

/** The slot the shell fills with a remote's screen once that screen has loaded. */
function remoteScreen(page: Page, remote: string, expose: string) {
  return page.locator(`[data-remote="${remote}"][data-expose="${expose}"]`);
}

/** One screen of each remote, reached through the shell, proves the site is composed at run time. */
const REMOTE_SCREENS = [
  { path: '/', remote: 'mf_info_pages', expose: 'Home' },
  { path: '/Apply', remote: 'mf_application', expose: 'Step1Create' },
  { path: '/apply6/ABC', remote: 'mf_documents', expose: 'Photo' },
  { path: '/visa-fee', remote: 'mf_payment', expose: 'VisaFee' },
];

test('the home page and a screen of every remote render inside the shell @phone', async ({ page }) => {
  for (const { path, remote, expose } of REMOTE_SCREENS) {
    await page.goto(path);
    await expect(remoteScreen(page, remote, expose).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});

test('React is loaded once per page, whichever remotes are on it', async ({ page }) => {
  await page.goto('/');
  await expect(remoteScreen(page, 'mf_info_pages', 'Home')).toBeVisible();
  await page.goto('/Apply');
  await expect(remoteScreen(page, 'mf_application', 'Step1Create')).toBeVisible();
  await page.goto('/visa-fee');
  await expect(remoteScreen(page, 'mf_payment', 'VisaFee')).toBeVisible();
  // The federation runtime's share scope records which container's copy of each shared package was loaded.
  const loadedCopies = await page.evaluate(() => {
    type Share = { from: string; loaded?: boolean };
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default?: Record<string, Record<string, Share>> }> } }).__FEDERATION__.__SHARE__;
    const copies: Record<string, string[]> = {};
    for (const scope of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(scope.default ?? {})) {
        for (const [version, share] of Object.entries(versions)) {
          if (!share.loaded) continue;
          const copy = `${version} from ${share.from}`;
          copies[name] = [...new Set([...(copies[name] ?? []), copy])];
        }
      }
    }
    return copies;
  });
  expect(loadedCopies['react']).toHaveLength(1);
  expect(loadedCopies['react-dom']).toHaveLength(1);
  expect(loadedCopies['@evisa/routing']).toHaveLength(1);
});

test('case does not matter in paths', async ({ page }) => {
  await page.goto('/APPLY');
  await expect(remoteScreen(page, 'mf_application', 'Step1Create')).toBeVisible();
  await page.goto('/apply2/XYZ');
  await expect(remoteScreen(page, 'mf_application', 'Step2')).toBeVisible();
});

test('an unknown path shows the helpful not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('main a[href="/Apply"]')).toBeVisible();
});

test('a remote that cannot be loaded shows an error panel with Retry while the chrome keeps working', async ({ page }) => {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    manifest.mf_payment = 'http://127.0.0.1:9/remoteEntry.js';
    await route.fulfill({ response, json: manifest });
  });
  await page.goto('/visa-fee');
  const panel = page.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(remoteScreen(page, 'mf_info_pages', 'AboutUs')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('Retry loads the remote once it can be reached again', async ({ page }) => {
  let broken = true;
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    if (broken) manifest.mf_payment = 'http://127.0.0.1:9/remoteEntry.js';
    await route.fulfill({ response, json: manifest });
  });
  await page.goto('/visa-fee');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  broken = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(remoteScreen(page, 'mf_payment', 'VisaFee')).toBeVisible();
});
