import { createHmac } from 'node:crypto';
import { newApplication, readPath, STEP1 } from '../steps/step-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { encodeAccessToken } from './access-token';
import { ACCESS_COOKIE } from './access.service';

const OLD_SECRET = 'o'.repeat(40);
const NEW_SECRET = 'n'.repeat(40);
const DAY = 24 * 60 * 60;
const now = () => Date.now() / 1000;

/** GET the application with exactly this access cookie; the status. */
async function readWith(app: TestApp, id: string, token: string): Promise<number> {
  const response = await fetch(`${app.url}${readPath(id)}`, { headers: { Cookie: `${ACCESS_COOKIE}=${token}` } });
  await response.arrayBuffer();
  return response.status;
}

function cookieOf(session: ApiSession): string {
  const match = new RegExp(`${ACCESS_COOKIE}=([^;]*)`).exec(session.cookieHeader());
  if (!match) throw new Error('no access cookie');
  return match[1];
}

describe('the access token: issue time and key rotation (HTTP, real database)', () => {
  let oldApp: TestApp;
  let id: string;
  let session: ApiSession;
  const started: TestApp[] = [];
  /** Another API over the same database, with other secrets. */
  async function sameDatabase(secrets: Record<string, string>): Promise<TestApp> {
    const app = await startTestApp({ MONGODB_URI: oldApp.config.MONGODB_URI, ...secrets });
    started.push(app);
    return app;
  }

  beforeAll(async () => {
    oldApp = await startTestApp({ ACCESS_SECRET: OLD_SECRET });
    session = new ApiSession(oldApp.url);
    id = await newApplication(session);
  });
  afterAll(async () => {
    await Promise.all([oldApp, ...started].map((app) => app.close()));
  });

  it('refuses on the server a token issued more than ACCESS_COOKIE_DAYS ago, whatever the browser keeps', async () => {
    const keys = { current: OLD_SECRET, previous: [] };
    expect(await readWith(oldApp, id, cookieOf(session))).toBe(200);
    expect(await readWith(oldApp, id, encodeAccessToken([id], now() - 29 * DAY, keys))).toBe(200);
    expect(await readWith(oldApp, id, encodeAccessToken([id], now() - 30 * DAY - 60, keys))).toBe(403);
    expect(await readWith(oldApp, id, encodeAccessToken([id], now() + DAY, keys))).toBe(403);
  });

  it('refuses a token of the earlier format, without an issue time, even correctly signed', async () => {
    const legacy = `${id}~${createHmac('sha256', OLD_SECRET).update(id).digest('base64url')}`;
    expect(await readWith(oldApp, id, legacy)).toBe(403);
  });

  it('keeps cookies of the previous secret working during a rotation, and re-signs them with the new one', async () => {
    const rotated = await sameDatabase({ ACCESS_SECRET: NEW_SECRET, ACCESS_SECRET_PREVIOUS: OLD_SECRET });
    const newOnly = await sameDatabase({ ACCESS_SECRET: NEW_SECRET });
    const oldCookie = cookieOf(session);
    expect(await readWith(rotated, id, oldCookie)).toBe(200);
    expect(await readWith(newOnly, id, oldCookie)).toBe(403);

    // A grant during the rotation (here a second application made in the same browser) re-signs the cookie.
    const granted = await fetch(`${rotated.url}/visaapplication/newApplication`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `${ACCESS_COOKIE}=${oldCookie}` },
      body: JSON.stringify(STEP1),
    });
    expect(granted.status).toBe(200);
    const second = ((await granted.json()) as { data: { uniqueId: string } }).data.uniqueId;
    const reSigned = new RegExp(`${ACCESS_COOKIE}=([^;]*)`).exec(granted.headers.getSetCookie().join(';'))![1];
    expect(await readWith(newOnly, id, reSigned)).toBe(200);
    expect(await readWith(newOnly, second, reSigned)).toBe(200);
  });
});
