// Issue 8 point 7: with the database stopped the API answers 503 with a clear message, quickly, and it recovers
// by itself when the database returns. A real FerretDB is stopped and started under the running API.
import { MESSAGES } from '@evisa/contracts';
import { startRestartableDatabase, type RestartableDatabase } from '@evisa/testing';
import { ApiSession } from '../testing/api-session';
import { newApplication, readPath, step, STEP1 } from '../../applicant/steps/step-fixtures';
import { startSecurityApp, type SecurityApp } from './security-app';

const UNAVAILABLE = { status: 503, message: MESSAGES.serviceUnavailable, err: MESSAGES.serviceUnavailable, errors: {}, errorKeys: {} };

async function eventually<T>(attempt: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('database outage (a real FerretDB stopped under the running API)', () => {
  let database: RestartableDatabase;
  let app: SecurityApp;
  let browser: ApiSession;
  let id: string;

  beforeAll(async () => {
    database = await startRestartableDatabase();
    app = await startSecurityApp({ serverUri: database.serverUri, env: { RATE_LIMIT_ENABLED: 'false' } });
    browser = new ApiSession(app.url);
    id = await newApplication(browser);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  for (const crash of [false, true]) {
    it(`answers 503 while the database is ${crash ? 'killed' : 'stopped'}, and recovers by itself when it is back`, async () => {
      await database.stop(crash);

      const calls: [string, () => ReturnType<ApiSession['get']>][] = [
        ['read', () => browser.get(readPath(id))],
        ['save', () => browser.patch(step(1, id), { ...STEP1, givenName: 'Offline' })],
        ['create', () => new ApiSession(app.url).post('/visaapplication/newApplication', STEP1)],
        ['lookup', () => new ApiSession(app.url).post('/visaapplication/findApplication', { applicationId: id, dateOfBirth: STEP1.dateOfBirth })],
      ];
      for (const [name, call] of calls) {
        const started = Date.now();
        const { status, body } = await call();
        expect({ name, status, body }).toEqual({ name, status: 503, body: UNAVAILABLE });
        // The driver gives up server selection after 5 s (database.module.ts); nothing waits longer than that.
        expect(Date.now() - started).toBeLessThan(7_000);
      }
      expect((await browser.get('/ready')).status).toBe(503);
      expect((await browser.get('/health')).status).toBe(200);

      await database.start();
      const saved = await eventually(
        () => browser.patch(step(1, id), { ...STEP1, givenName: crash ? 'Recovered' : 'Back' }),
        (answer) => answer.status === 200,
        30_000,
      );
      expect(saved.status).toBe(200);
      expect((await browser.get('/ready')).status).toBe(200);
      const { body } = await browser.get(readPath(id));
      expect(body.data).toMatchObject({ uniqueId: id, givenName: crash ? 'Recovered' : 'Back', surname: STEP1.surname });
    }, 90_000);
  }
});
