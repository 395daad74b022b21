// Two API instances on one database run each scheduled job once per period, and every queued
// mail reaches the SMTP server exactly once even when both instances drain the outbox at the same moment.
import { randomBytes } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { EmailOutboxService } from '../notifications/email-outbox.service';
import { startSmtpSink } from '../notifications/testing/smtp-sink';
import { RetentionService } from '../retention/retention.service';
import { startSecurityApp, type SecurityApp } from '../security/security-app';
import { JobLease, JOB_RUNS_COLLECTION, type JobRun } from './job-lease.service';

const MAILS = 40;
const INTERVAL_MS = 200;

describe('scheduled jobs across two API instances (real database, SMTP sink)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const apps: SecurityApp[] = [];
  let db: Connection['db'];

  beforeAll(async () => {
    sink = await startSmtpSink();
    const database = `jobs_${randomBytes(6).toString('hex')}`;
    for (const instance of ['api-a', 'api-b']) {
      apps.push(await startSecurityApp({ database, env: { INSTANCE_ID: instance, SMTP_PORT: String(sink.port), MAIL_OUTBOX_INTERVAL_MS: String(INTERVAL_MS), RATE_LIMIT_ENABLED: 'false' } }));
    }
    db = apps[0].nest.get<Connection>(getConnectionToken()).db;
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await sink?.stop();
  });

  it('sends each of 40 queued mails exactly once while both instances drain at once, again and again', async () => {
    const now = new Date();
    const addresses = Array.from({ length: MAILS }, (_, i) => `queued.${i}@example.com`);
    await db!.collection('emails').insertMany(
      addresses.map((to, i) => ({ _id: `test:${i}` as unknown as never, template: 'test', language: 'en', to, subject: `Mail ${i}`, text: 'text', html: '<p>html</p>', status: 'queued', attempts: 0, nextAttemptAt: now, createdAt: now, updatedAt: now })),
    );
    const outboxes = apps.map((app) => app.nest.get(EmailOutboxService));
    const deadline = Date.now() + 20_000;
    while ((await db!.collection('emails').countDocuments({ status: 'sent' })) < MAILS && Date.now() < deadline) {
      await Promise.all([...outboxes, ...outboxes].map((outbox) => outbox.drain()));
    }
    await new Promise((resolve) => setTimeout(resolve, 3 * INTERVAL_MS)); // the timers' drains too
    expect(await db!.collection('emails').countDocuments({ status: 'sent' })).toBe(MAILS);
    const received = sink.mails.flatMap((mail) => mail.to).filter((to) => to.startsWith('queued.')).sort();
    expect(received).toEqual([...addresses].sort());
    expect(await db!.collection('emails').countDocuments({ status: 'sent', attempts: 1 })).toBe(MAILS);
  });

  it('runs the outbox job once per interval across both instances: at most one run per period', async () => {
    const runs = db!.collection<JobRun>(JOB_RUNS_COLLECTION);
    const before = await runs.countDocuments({ job: 'email-outbox' });
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 10 * INTERVAL_MS));
    const elapsedPeriods = (Date.now() - started) / INTERVAL_MS;
    const made = (await runs.countDocuments({ job: 'email-outbox' })) - before;
    // Both timers tick every period; one run per period means at most about one run per elapsed period.
    expect(made).toBeGreaterThanOrEqual(3); // timers run late on a busy machine, never early
    expect(made).toBeLessThanOrEqual(Math.ceil(elapsedPeriods) + 1);
  });

  it('lets only one of two instances take a period when both timers fire in it', async () => {
    const leases = apps.map((app) => app.nest.get(JobLease));
    let runs = 0;
    const start = Date.now();
    for (let period = 0; period < 5; period += 1) {
      const now = start + period * INTERVAL_MS; // both timers fire at the same moment of the same period
      const took = await Promise.all(leases.map((lease) => lease.runOncePer('test-job', INTERVAL_MS, async () => void (runs += 1), now)));
      expect(took.filter(Boolean)).toHaveLength(1);
    }
    expect(runs).toBe(5);
  });

  it('runs the hourly retention on one instance when both clocks fire at the hour', async () => {
    const results = await Promise.all(apps.map((app) => app.nest.get(RetentionService).scheduled()));
    expect(results.filter(Boolean)).toHaveLength(1);
    const hour = Math.floor(Date.now() / 3_600_000);
    const run = await db!.collection<JobRun>(JOB_RUNS_COLLECTION).findOne({ _id: `retention:${hour}` });
    expect(run).toMatchObject({ job: 'retention', instance: results[0] ? 'api-a' : 'api-b', finishedAt: expect.any(Date) });
    expect(await Promise.all(apps.map((app) => app.nest.get(RetentionService).scheduled()))).toEqual([false, false]);
  });
});
