import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiSession } from '../testing/api-session';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('the API server builds requests with Express prototypes (HTTP, real database)', () => {
  let app: TestApp;
  const seen: string[] = [];
  const record = (req: IncomingMessage, res: ServerResponse) => {
    // Express's own methods: there before Express handled the request only if the objects were built with them.
    const request = req as IncomingMessage & { get?: unknown };
    const response = res as ServerResponse & { json?: unknown };
    seen.push(`${typeof request.get}/${typeof response.json}`);
  };
  beforeAll(async () => {
    app = await startTestApp();
    app.server.prependListener('request', record);
  });
  afterAll(() => app.close());
  beforeEach(() => seen.splice(0));

  it('hands Express a request and a response that already have its methods, and answers as before', async () => {
    const { status, body } = await new ApiSession(app.url).get('/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'alive' });
    expect(seen).toEqual(['function/function']);
  });

  it('still reads a JSON request body (the request stream is a whole IncomingMessage)', async () => {
    const response = await fetch(`${app.url}/visaapplication/findApplication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationId: 'A'.repeat(41), dateOfBirth: '1990-01-01' }),
    });
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(response.status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['applicationId']);
    expect(seen).toEqual(['function/function']);
  });
});
