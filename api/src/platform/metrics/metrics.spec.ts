// Prometheus metrics on their own port, never on the API's (which the site proxies).
import { freePort } from '@evisa/testing';
import { ApiSession } from '../testing/api-session';
import { startSmtpSink, type SmtpSink } from '../notifications/testing/smtp-sink';
import { newApplication, readPath, STEP1 } from '../../applicant/steps/step-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('GET /metrics (HTTP, real database)', () => {
  let app: TestApp;
  let metricsUrl: string;
  let sink: SmtpSink;

  beforeAll(async () => {
    const port = await freePort();
    // A new application is sent its number by e-mail: a mail server takes it, so the queue empties.
    sink = await startSmtpSink();
    app = await startTestApp({ METRICS_PORT: String(port), INSTANCE_ID: 'api-m', SMTP_PORT: String(sink.port) });
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  it('counts requests and their latency by route and status, with database, mail, payment and upload gauges', async () => {
    const browser = new ApiSession(app.url);
    const id = await newApplication(browser);
    await browser.get(readPath(id));
    await browser.get(readPath(id));
    await new ApiSession(app.url).get(readPath(id));
    await browser.get('/no/such/route');

    await sink.waitFor(STEP1.email);
    // The outbox marks the mail sent just after the mail server took it: read the metrics once it has.
    let answer = await fetch(metricsUrl);
    let text = await answer.text();
    for (let tries = 0; tries < 100 && !/^evisa_mail_queue_depth\{state="queued"[^}]*\} 0$/m.test(text); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await fetch(metricsUrl);
      text = await answer.text();
    }
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    /** The value of the sample named `name` with these labels (in any order). */
    const value = (name: string, labels: Record<string, string> = {}) => {
      const wanted = Object.entries({ ...labels, instance_id: 'api-m' }).map(([key, v]) => `${key}="${v}"`);
      const found = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((pair) => l.slice(name.length + 1, l.indexOf('}')).split(',').includes(pair)));
      return found === undefined ? undefined : Number(found.slice(found.lastIndexOf(' ') + 1));
    };
    expect(value('http_requests_total', { method: 'POST', route: '/visaapplication/newApplication', status: '200' })).toBe(1);
    expect(value('http_requests_total', { method: 'GET', route: '/visaapplication/application', status: '200' })).toBe(2);
    expect(value('http_requests_total', { method: 'GET', route: '/visaapplication/application', status: '403' })).toBe(1);
    expect(value('http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(value('http_request_duration_seconds_count', { method: 'GET', route: '/visaapplication/application', status: '200' })).toBe(2);
    expect(value('evisa_database_up')).toBe(1);
    expect(value('evisa_mail_queue_depth', { state: 'queued' })).toBe(0);
    expect(value('evisa_mail_queue_depth', { state: 'failing' })).toBe(0);
    expect(value('evisa_payments_last_hour', { status: 'completed' })).toBe(0);
    expect(value('evisa_upload_slots', { state: 'in_use' })).toBe(0);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).not.toContain(id);
  });

  it('is not served on the API port, and answers nothing else on its own', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404);
  });
});
