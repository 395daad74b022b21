import { applicationThrough, readPath, step, STEP1 } from '../../applicant/steps/step-fixtures';
import { form, jpeg } from '../files/testing/test-images';
import { ApiSession } from '../testing/api-session';
import { PRODUCTION_ENVIRONMENT } from '../testing/production-environment';
import { startTestApp, type TestApp } from '../testing/test-app';
import { UNSUPPORTED_TYPE_MESSAGE } from './accepted-content-types';
import { UNREADABLE_REQUEST } from './body-parser-errors';
import { METHOD_NOT_ALLOWED_MESSAGE, NOT_FOUND_MESSAGE } from './route-not-found';

/** Production, on the test database (startTestApp's own MONGODB_URI). */
const { MONGODB_URI: _elsewhere, ...PRODUCTION } = { ...PRODUCTION_ENVIRONMENT, LOG_LEVEL: 'silent' };

describe('what the API exposes (HTTP, real database)', () => {
  let app: TestApp;
  let session: ApiSession;
  let id: string;

  beforeAll(async () => {
    app = await startTestApp();
    session = new ApiSession(app.url);
    id = await applicationThrough(session, 5);
  });
  afterAll(() => app.close());

  it('answers an unknown path 404 without repeating what was asked', async () => {
    const marker = 'zz<script>probe';
    const response = await session.get(`/visaapplication/${encodeURIComponent(marker)}?q=${encodeURIComponent(marker)}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404, message: NOT_FOUND_MESSAGE });
    expect(response.text).not.toMatch(/probe|visaapplication|GET/);
  });

  it('answers a known path under another method 405 with Allow', async () => {
    const wrongMethod = await session.get('/visaapplication/newApplication');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect(wrongMethod.body).toMatchObject({ status: 405, message: METHOD_NOT_ALLOWED_MESSAGE });
    const deleted = await session.request('DELETE', readPath(id));
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('allow')).toBe('GET, HEAD');
    expect((await session.get(readPath(id))).status).toBe(200);
  });

  it('reads only JSON and multipart: a form post (urlencoded or text/plain) is refused with 415 and creates nothing', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const body = type === 'text/plain' ? JSON.stringify(STEP1) : new URLSearchParams(STEP1 as Record<string, string>).toString();
      const response = await session.request('POST', '/visaapplication/newApplication', undefined, { 'Content-Type': type });
      const withBody = await fetch(`${app.url}/visaapplication/newApplication`, { method: 'POST', headers: { 'Content-Type': type }, body });
      expect(response.status).toBe(415);
      expect(withBody.status).toBe(415);
      expect(((await withBody.json()) as { message: string }).message).toBe(UNSUPPORTED_TYPE_MESSAGE);
      expect(withBody.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses a step save without a body, draft included, and saves nothing', async () => {
    for (const path of [step(2, id), `${step(3, id)}&draft=true`]) {
      const response = await session.request('PATCH', path);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400, message: UNREADABLE_REQUEST });
    }
  });

  it('marks personal-data answers Cache-Control: no-store', async () => {
    const application = await session.get(readPath(id));
    expect(application.status).toBe(200);
    expect(application.headers.get('cache-control')).toBe('no-store');
    const summary = await session.get(`/payments/summary?applicationId=${id}`);
    expect(summary.headers.get('cache-control')).toBe('no-store');
  });

  it("answers a malformed upload form in plain words, never multer's own", async () => {
    const photo = await jpeg();
    const unknownField = await session.patch(step(5, id), form(['notAField', photo, 'a.jpg', 'image/jpeg']));
    const twoFiles = await session.patch(step(5, id), form(['mainImg', photo, 'a.jpg', 'image/jpeg'], ['mainImg', photo, 'b.jpg', 'image/jpeg']));
    const cut = await fetch(`${app.url}${step(5, id)}`, {
      method: 'PATCH',
      headers: { Cookie: session.cookieHeader(), 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="mainImg"; filename="a.jpg"\r\n\r\nabc',
    });
    for (const answer of [unknownField, twoFiles, { status: cut.status, body: await cut.json() }]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, message: UNREADABLE_REQUEST, errors: {} });
      expect(JSON.stringify(answer.body)).not.toMatch(/field|Unexpected|notAField|Too many/);
    }
  });

  it('serves the API description in development and test, not in production unless OPENAPI_ENABLED', async () => {
    expect((await session.get('/openapi.json')).status).toBe(200);
    const production = await startTestApp(PRODUCTION);
    const described = await startTestApp({ ...PRODUCTION, OPENAPI_ENABLED: 'true' });
    try {
      expect((await fetch(`${production.url}/openapi.json`)).status).toBe(404);
      expect((await fetch(`${production.url}/openapi`)).status).toBe(404);
      expect((await fetch(`${described.url}/openapi.json`)).status).toBe(200);
    } finally {
      await Promise.all([production.close(), described.close()]);
    }
  });
});
