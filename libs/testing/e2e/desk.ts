// The agency desk as the end-to-end tests drive it: staff added with the staff command (api/dist/staff-cli.js, built
// with the API) against the stack's database, and the codes an authenticator app would show.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { accessibilityViolations } from './accessibility';

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

/** A member of staff signed in through the API: desk requests in the test's request context. */
export type DeskStaff = {
  /** The account's e-mail address, unique to this test (names repeat across tests sharing the database). */
  email: string;
  /** A state-changing desk request with the session's CSRF token. */
  send(method: 'POST' | 'PUT', path: string, options?: { data?: unknown; multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }> }): ReturnType<APIRequestContext['fetch']>;
  get(path: string): ReturnType<APIRequestContext['get']>;
};

/** Adds a reviewer (or an admin) with the staff command, sets the account up and signs in through the API, in `request`. */
export async function signedInReviewer(request: APIRequestContext, name = 'Asha Rao', role: 'reviewer' | 'admin' = 'reviewer'): Promise<DeskStaff> {
  const email = `${role}.${randomBytes(4).toString('hex')}@agency.example`;
  const token = new URL(addStaffFromCommandLine({ email, name, role })).hash.slice(1);
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  const setup = await request.post('/api/staff/auth/setup', { data: { token, password } });
  expect(setup.status(), await setup.text()).toBe(200);
  const secret = (await setup.json()).data.secret as string;
  // A -1 code falls out of the API's window when the 30-second step turns over on the way (a loaded machine): then the
  // code the app shows now is sent, as a person would.
  const stepBefore = Math.floor(Date.now() / 30_000);
  let enrolled = await request.post('/api/staff/auth/setup/totp', { data: { token, code: authenticatorCode(secret, -1) } });
  if (enrolled.status() !== 200 && Math.floor(Date.now() / 30_000) !== stepBefore) {
    enrolled = await request.post('/api/staff/auth/setup/totp', { data: { token, code: authenticatorCode(secret, -1) } });
  }
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  const signedIn = await request.post('/api/staff/auth/sign-in', { data: { email, password, code: authenticatorCode(secret) } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const csrf = (await signedIn.json()).data.csrfToken as string;
  return {
    email,
    send: (method, url, options = {}) => request.fetch(`/api${url}`, { method, headers: { 'X-CSRF-Token': csrf }, ...options }),
    get: (url) => request.get(`/api${url}`),
  };
}

/**
 * A full-page screenshot at a phone's and a desktop's width, for people to look at (.data/desk-screens/); `check`
 * runs at each width before its screenshot.
 */
export async function screenshotAtWidths(page: Page, name: string, check?: (width: number) => Promise<void>): Promise<void> {
  const size = page.viewportSize() ?? { width: 1366, height: 768 };
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await check?.(width);
    await page.screenshot({ path: path.join(repoRoot, '.data/desk-screens', `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

/** Axe finds nothing at a phone's and a desktop's width; a full-page screenshot of each (.data/desk-screens/). */
export async function accessibleAtWidths(page: Page, name: string): Promise<void> {
  await screenshotAtWidths(page, name, async (width) => expect([width, await accessibilityViolations(page)]).toEqual([width, []]));
}
