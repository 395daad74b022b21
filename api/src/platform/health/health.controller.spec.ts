import type { NestApplicationContext } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { LIMITS_COLLECTION } from '../common/limit-store';
import { JOB_RUNS_COLLECTION } from '../scheduling/job-lease.service';
import { startSecurityApp } from '../security/security-app';
import { newApplication, readPath } from '../../applicant/steps/step-fixtures';
import { ApiSession } from '../testing/api-session';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('health and readiness (HTTP, real database)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers GET /health with the success envelope', async () => {
    const { status, body, headers } = await new ApiSession(app.url).get('/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 200, message: 'alive' });
    expect(typeof body.data.uptimeSeconds).toBe('number');
    expect(headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('answers GET /ready only when the database answers', async () => {
    const { status, body } = await new ApiSession(app.url).get('/ready');
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { database: 'up' } });
  });

  it('answers an unknown path with the failure envelope and no stack trace', async () => {
    const { status, body } = await new ApiSession(app.url).get('/no-such-path');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 404, errors: {} });
    expect(typeof body.err).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('serves the OpenAPI document', async () => {
    const { status, body: doc } = await new ApiSession(app.url).get('/openapi.json');
    expect(status).toBe(200);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/ready']));
  });

  it('lets only the site origins through CORS', async () => {
    const allowed = await fetch(`${app.url}/health`, { headers: { Origin: 'http://localhost:4200' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    const other = await fetch(`${app.url}/health`, { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('graceful shutdown (HTTP, real database)', () => {
  it('answers readiness 503 at once on SIGTERM, goes on serving for SHUTDOWN_DELAY_MS, then refuses connections', async () => {
    const app = await startSecurityApp({ env: { SHUTDOWN_DELAY_MS: '1500', RATE_LIMIT_ENABLED: 'false' } });
    const browser = new ApiSession(app.url);
    expect((await browser.get('/ready')).status).toBe(200);
    // Nest's close takes the signal that stopped the process (its shutdown hooks pass it); the interface omits it.
    const closing = (app.nest as unknown as NestApplicationContext).close('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ready = await browser.get('/ready');
    expect(ready.status).toBe(503);
    expect((await browser.get('/health')).status).toBe(200);
    const id = await newApplication(browser);
    expect((await browser.get(readPath(id))).status).toBe(200);
    await closing;
    await expect(fetch(`${app.url}/health`)).rejects.toThrow();
  });
});

describe('probes and the rate limits (HTTP, real database)', () => {
  const PROBES = 1000;
  const AT_ONCE = 20;
  const READS_PER_CLIENT = 10;

  it(`answers ${PROBES} probes from one client 200, counts none of them and writes nothing`, async () => {
    const app = await startSecurityApp({ env: { RATE_LIMIT_READS: String(READS_PER_CLIENT) } });
    try {
      const db = app.nest.get<Connection>(getConnectionToken()).db!;
      // The scheduled jobs record their runs in job_runs on their own timers, probes or not.
      const counts = async () => {
        const names = (await db.listCollections().toArray()).map((collection) => collection.name).filter((name) => name !== JOB_RUNS_COLLECTION).sort();
        return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await db.collection(name).countDocuments()] as const)));
      };
      const before = await counts();
      const probe = new ApiSession(app.url);
      const statuses: number[] = [];
      for (let sent = 0; sent < PROBES; sent += AT_ONCE) {
        const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => probe.get((sent + i) % 2 ? '/ready' : '/health')));
        statuses.push(...answers.map((answer) => answer.status));
      }
      expect(statuses).toHaveLength(PROBES);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(await db.collection(LIMITS_COLLECTION).countDocuments()).toBe(0);
      expect(await counts()).toEqual(before);

      // The limit is on: the same client's ordinary reads are counted (in the database) and refused past the limit.
      const browser = new ApiSession(app.url);
      const id = await newApplication(browser);
      const reads: number[] = [];
      for (let i = 0; i <= READS_PER_CLIENT; i += 1) reads.push((await browser.get(readPath(id))).status);
      expect(reads).toEqual([...Array(READS_PER_CLIENT).fill(200), 429]);
      expect(await db.collection(LIMITS_COLLECTION).countDocuments()).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
