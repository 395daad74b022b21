// A request's log line says what an operator needs (method, route, status, time taken, request
// id, instance) and dumps no headers; health and readiness probes stay out of the log at info.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiSession } from '../testing/api-session';
import { newApplication, readPath } from '../../applicant/steps/step-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { NestApplicationContext } from '@nestjs/core';
import { requestLogLevel } from './request-log';

const closedApps = new WeakSet<TestApp>();

type Line = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed log lines

async function logsOf(level: string, work: (app: TestApp) => Promise<void>, env: Record<string, string> = {}): Promise<Line[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'evisa-request-log-'));
  const file = path.join(dir, 'api.log');
  const app = await startTestApp({ LOG_LEVEL: level, LOG_FILE: file, INSTANCE_ID: 'api-7', ...env });
  try {
    await work(app);
  } finally {
    // A test that closed the application itself (a shutdown) has nothing left to close.
    if (!closedApps.has(app)) await app.close();
  }
  const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Line);
  rmSync(dir, { recursive: true, force: true });
  return lines;
}

describe('request logs (HTTP, real database)', () => {
  it('logs each request with method, route, status, time, request id and instance, and no headers; probes not at info', async () => {
    let id = '';
    const lines = await logsOf('info', async (app) => {
      const browser = new ApiSession(app.url);
      id = await newApplication(browser);
      await browser.request('GET', readPath(id), undefined, { 'X-Request-Id': 'support-case-0001' });
      await browser.get('/no/such/route');
      for (let i = 0; i < 3; i += 1) {
        await browser.get('/health');
        await browser.get('/ready');
      }
    });
    // One line per finished request (a line logged while a request runs, e.g. the outbox's, also names it).
    const requests = lines.filter((line) => line.req && line.res);
    expect(requests.map((line) => `${line.req.method} ${line.req.path} ${line.res.statusCode}`)).toEqual([
      'POST /visaapplication/newApplication 200',
      'GET /visaapplication/application 200',
      'GET /no/such/route 404',
    ]);
    const read = requests[1];
    expect(read).toMatchObject({ level: 30, instance: 'api-7', route: '/visaapplication/application', req: { id: 'support-case-0001', applicationId: id }, res: { statusCode: 200 } });
    expect(read.responseTime).toEqual(expect.any(Number));
    expect(requests[2].route).toBeUndefined();
    for (const line of lines) expect({ line: line.msg, headers: JSON.stringify(line).includes('headers') }).toEqual({ line: line.msg, headers: false });
    expect(Math.max(...requests.map((line) => JSON.stringify(line).length))).toBeLessThan(600);
  });

  it('logs probes at debug', async () => {
    const lines = await logsOf('debug', async (app) => {
      await fetch(`${app.url}/health`);
      await fetch(`${app.url}/ready`);
    });
    const probes = lines.filter((line) => line.req && ['/health', '/ready'].includes(line.req.path));
    expect(probes.map((line) => [line.req.path, line.level, line.route])).toEqual([
      ['/health', 20, '/health'],
      ['/ready', 20, '/ready'],
    ]);
  });

  it('raises a failing probe to warn and a server error to error, but not a draining instance’s 503', () => {
    const level = (url: string, statusCode: number, draining = false) => requestLogLevel({ url } as never, { statusCode } as never, undefined, draining);
    expect([level('/ready', 503), level('/health?x=1', 200), level('/payments/summary', 500), level('/payments/summary', 404)]).toEqual(['warn', 'debug', 'error', 'info']);
    expect([level('/ready', 503, true), level('/payments/summary', 503, true), level('/payments/summary', 500, true)]).toEqual(['info', 'info', 'error']);
  });

  it('writes ISO 8601 times, leaves Nest’s start-up lines out of info, and logs a draining instance’s 503 at info without an error', async () => {
    const lines = await logsOf('info', async (app) => {
      const closing = (app.nest as unknown as NestApplicationContext).close('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await fetch(`${app.url}/ready`)).status).toBe(503);
      await closing;
      closedApps.add(app);
    }, { SHUTDOWN_DELAY_MS: '600' });
    for (const line of lines) expect(line.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(lines.filter((line) => ['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication'].includes(line.context))).toEqual([]);
    const draining = lines.filter((line) => line.req?.path === '/ready');
    expect(draining.map((line) => ({ level: line.level, status: line.res.statusCode, err: line.err }))).toEqual([{ level: 30, status: 503, err: undefined }]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
