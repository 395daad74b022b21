// Two API instances on one database count one budget. Each request goes to the instance whose
// turn it is, as behind a round-robin proxy; the budget would double if each instance counted on its own.
import { randomBytes } from 'node:crypto';
import { ApiSession } from '../testing/api-session';
import { newApplication, readPath, STEP1 } from '../../applicant/steps/step-fixtures';
import { newApplicationId } from '../../applicant/applications/application-id';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { LIMITS_COLLECTION } from '../common/limit-store';
import { RetentionService } from '../retention/retention.service';
import { startSecurityApp, type SecurityApp } from './security-app';
import { enrolStaff } from '../../desk/staff-auth/testing/staff-fixtures';
import type { TestApp } from '../testing/test-app';

const LOOKUP = '/visaapplication/findApplication';
const WRONG_DOB = '1971-01-01';

/** One browser (one cookie jar) at one address whose requests alternate between the instances. */
class RoundRobinClient extends ApiSession {
  private turn = 0;
  constructor(
    private readonly urls: string[],
    private readonly ip: string,
  ) {
    super(urls[0]);
  }
  override request(method: string, path: string, body?: unknown) {
    this.turn += 1;
    this.baseUrl = this.urls[this.turn % this.urls.length];
    return super.request(method, path, body, { 'X-Forwarded-For': this.ip });
  }
  lookup(applicationId: string, dateOfBirth: string) {
    return this.request('POST', LOOKUP, { applicationId, dateOfBirth });
  }
}

describe('limits shared by two API instances on one database (HTTP, real database)', () => {
  const apps: SecurityApp[] = [];
  let urls: string[];
  let ip = 0;
  const client = () => new RoundRobinClient(urls, `198.51.100.${(ip += 1)}`);

  beforeAll(async () => {
    const database = `shared_${randomBytes(6).toString('hex')}`;
    // One deployment: the instances share the database and the access cookie's secret.
    const env = { ACCESS_SECRET: randomBytes(32).toString('base64url'), RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_WRITES: '50', RATE_LIMIT_READS: '30', RATE_LIMIT_SENSITIVE: '10', LOOKUP_FAILURES_PER_ID: '5', LOOKUP_FAILURES_PER_IP: '20' };
    apps.push(await startSecurityApp({ database, env }), await startSecurityApp({ database, env }));
    urls = apps.map((app) => app.url);
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('allows 10 new applications per client across both instances, not 10 on each', async () => {
    const browser = client();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await browser.request('POST', '/visaapplication/newApplication', STEP1)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it('allows 30 reads per client across both instances', async () => {
    const owner = new ApiSession(urls[0]);
    const id = await newApplication(owner);
    const browser = client();
    expect((await browser.lookup(id, STEP1.dateOfBirth)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await browser.request('GET', readPath(id))).status);
    expect(statuses).toEqual([...Array(30).fill(200), 429, 429]);
  });

  it('locks a client out of an id after 5 wrong dates of birth spread over both instances; the owner is not locked out', async () => {
    const id = await newApplication(new ApiSession(urls[1]));
    const guesser = client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await guesser.lookup(id, WRONG_DOB)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    expect((await guesser.lookup(id, STEP1.dateOfBirth)).status).toBe(429);
    const ownerElsewhere = client();
    expect((await ownerElsewhere.lookup(id, STEP1.dateOfBirth)).status).toBe(200);
    expect((await ownerElsewhere.lookup(id, STEP1.dateOfBirth)).status).toBe(200);
  });

  it('locks a guessing client after 20 failures in all, whichever instance answered', async () => {
    const guesser = client();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await guesser.request('GET', readPath(newApplicationId()))).status);
    expect(statuses).toEqual([...Array(20).fill(403), 429]);
  });

  it('counts failed staff sign-ins of one account over both instances: the 5th makes the next attempt wait', async () => {
    const staff = await enrolStaff(apps[0] as TestApp, 'reviewer');
    const guesser = client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await guesser.request('POST', '/staff/auth/sign-in', { email: staff.email, password: `guess ${i}`, code: '123456' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('keeps one counter document per key, and the retention job deletes counters past their window', async () => {
    const counters = apps[0].nest.get<Connection>(getConnectionToken()).db!.collection(LIMITS_COLLECTION);
    const keys = await counters.distinct('key');
    expect(await counters.countDocuments()).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(3);
    const report = await apps[1].nest.get(RetentionService).run(new Date(Date.now() + 2 * 24 * 3600_000));
    expect(report.expiredCounters).toBe(keys.length);
    expect(await counters.countDocuments()).toBe(0);
  });
});
