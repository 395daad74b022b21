// The agency desk as the end-to-end tests drive it: staff added with the staff command (api/dist/staff-cli.js, built
// with the API) against the stack's database, and the codes an authenticator app would show.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const repoRoot = path.resolve(__dirname, '../../..');

/** Adds a member of staff with `npm run staff -- add` and answers their one-time set-up link. */
export function addStaffFromCommandLine({ email, name, role }: { email: string; name: string; role: 'reviewer' | 'admin' }): string {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set: run through tools/stack/e2e.mjs');
  const printed = execFileSync(process.execPath, [path.join(repoRoot, 'api/dist/staff-cli.js'), 'add', '--email', email, '--name', name, '--role', role], {
    env: { ...process.env, MONGODB_URI: uri, SITE_URL: process.env.E2E_BASE_URL ?? 'http://localhost:5200', LOG_LEVEL: 'error' },
    encoding: 'utf8',
  });
  const link = /https?:\/\/\S+\/agency\/setup#\S+/.exec(printed)?.[0];
  if (!link) throw new Error(`the staff command printed no set-up link:\n${printed}`);
  return link;
}

/** The code an authenticator app shows for `secret`, `stepsAhead` periods of 30 s from now (a code is used once). */
export function authenticatorCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s+/g, '')) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A full-page screenshot at a phone's and a desktop's width, for people to look at (.data/desk-screens/). */
export async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1366, height: 768 };
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await page.screenshot({ path: path.join(repoRoot, '.data/desk-screens', `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}
