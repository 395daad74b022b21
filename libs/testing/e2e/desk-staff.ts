// A member of the agency's staff for end-to-end tests: added with the staff command (as the first admin is),
// set up and signed in through the API like the desk's screens do. tools/stack/e2e.mjs passes E2E_MONGODB_URI.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const ROOT = path.resolve(__dirname, '../../..');

/** The authenticator's code `steps` 30-second steps from now (each is accepted once per account). */
function code(secret: string, steps: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

export type DeskStaff = {
  /** A state-changing desk request with the session's CSRF token. */
  send(method: 'POST' | 'PUT', path: string, options?: { data?: unknown; multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }> }): ReturnType<APIRequestContext['fetch']>;
  get(path: string): ReturnType<APIRequestContext['get']>;
};

/** Adds a reviewer with `npm run staff`'s command (the API's build), sets the account up and signs in in `request`. */
export async function signedInReviewer(request: APIRequestContext, name = 'Asha Rao'): Promise<DeskStaff> {
  const database = process.env.E2E_MONGODB_URI;
  if (!database) throw new Error('E2E_MONGODB_URI is not set: run through tools/stack/e2e.mjs');
  const email = `reviewer.${randomBytes(4).toString('hex')}@agency.example`;
  const printed = execFileSync(process.execPath, [path.join(ROOT, 'api/dist/staff-cli.js'), 'add', '--email', email, '--name', name, '--role', 'reviewer'], {
    cwd: ROOT,
    env: { ...process.env, MONGODB_URI: database },
    encoding: 'utf8',
  });
  const token = /#([\w-]+)/.exec(printed)?.[1];
  expect(token, printed).toBeTruthy();
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  const setup = await request.post('/api/staff/auth/setup', { data: { token, password } });
  expect(setup.status(), await setup.text()).toBe(200);
  const secret = (await setup.json()).data.secret as string;
  expect((await request.post('/api/staff/auth/setup/totp', { data: { token, code: code(secret, -1) } })).status()).toBe(200);
  const signedIn = await request.post('/api/staff/auth/sign-in', { data: { email, password, code: code(secret, 0) } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const csrf = (await signedIn.json()).data.csrfToken as string;
  return {
    send: (method, url, options = {}) => request.fetch(`/api${url}`, { method, headers: { 'X-CSRF-Token': csrf }, ...options }),
    get: (url) => request.get(`/api${url}`),
  };
}
