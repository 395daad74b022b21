// Failed lookups are limited per (application id, client),
// per client and per application id across clients, every writing or
// looking-up endpoint has a rate limit, and the answers never tell whether a number exists.
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { ApiSession } from '../testing/api-session';
import { newApplication, readPath, STEP1, step } from '../../applicant/steps/step-fixtures';
import { newApplicationId } from '../../applicant/applications/application-id';
import { TOO_MANY_ATTEMPTS } from '../common/too-many-attempts.exception';
import { startSecurityApp, type SecurityApp } from './security-app';

const LOOKUP = '/visaapplication/findApplication';
const WRONG_DOB = '1971-01-01';

/** A browser at its own address (the API trusts X-Forwarded-For from the loopback proxy, as behind the site). */
class Client extends ApiSession {
  constructor(
    baseUrl: string,
    readonly ip: string,
  ) {
    super(baseUrl);
  }
  override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request(method, path, body, { 'X-Forwarded-For': this.ip, ...headers });
  }
  lookup(applicationId: string, dateOfBirth: string) {
    return this.post(LOOKUP, { applicationId, dateOfBirth });
  }
}

let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter += 1)}`;

const tooMany = { status: 429, message: TOO_MANY_ATTEMPTS.text, err: TOO_MANY_ATTEMPTS.text, errors: {}, errorKeys: {} };

describe('failed lookups (HTTP, real database)', () => {
  let app: SecurityApp;
  let owner: Client;
  let id: string;

  beforeAll(async () => {
    app = await startSecurityApp({ env: { LOOKUP_FAILURES_PER_ID: '5', LOOKUP_FAILURES_PER_IP: '20', LOOKUP_FAILURE_WINDOW_MINUTES: '15', LOOKUP_FAILURES_PER_APPLICATION: '10' } });
    owner = new Client(app.url, nextIp());
    id = await newApplication(owner);
  });
  afterAll(() => app?.close());

  it('answers a wrong date of birth and an unknown number identically', async () => {
    const wrong = await new Client(app.url, nextIp()).lookup(id, WRONG_DOB);
    const unknown = await new Client(app.url, nextIp()).lookup(newApplicationId(), WRONG_DOB);
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrong.text).toBe(unknown.text);
  });

  it('locks one client out of an id after 5 failures, even with the right date of birth', async () => {
    const target = await newApplication(owner);
    const guesser = new Client(app.url, nextIp());
    for (let i = 0; i < 5; i += 1) expect((await guesser.lookup(target, WRONG_DOB)).status).toBe(404);

    const rightPair = await guesser.lookup(target, STEP1.dateOfBirth);
    expect(rightPair.status).toBe(429);
    expect(rightPair.body).toEqual(tooMany);
    expect(Number(rightPair.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    // A locked id that does not exist looks the same.
    const ghost = newApplicationId();
    for (let i = 0; i < 5; i += 1) await guesser.lookup(ghost, WRONG_DOB);
    const ghostAnswer = await guesser.lookup(ghost, WRONG_DOB);
    expect(ghostAnswer.status).toBe(429);
    expect(ghostAnswer.text).toBe(rightPair.text);
  });

  it('caps failed tries on one number across all addresses: after 10 no address is heard on it, and the owner opens it with the e-mailed link', async () => {
    const target = await newApplication(owner);
    const stranger = new Client(app.url, nextIp());
    for (let i = 0; i < 5; i += 1) expect((await stranger.lookup(target, WRONG_DOB)).status).toBe(404);
    for (let i = 0; i < 5; i += 1) expect((await new Client(app.url, nextIp()).lookup(target, WRONG_DOB)).status).toBe(404);
    // An eleventh address, a twelfth: refused before the date of birth is compared, even the right one.
    expect((await new Client(app.url, nextIp()).lookup(target, WRONG_DOB)).status).toBe(429);
    const ownerElsewhere = new Client(app.url, nextIp());
    const refused = await ownerElsewhere.lookup(target, STEP1.dateOfBirth);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    // Another number is not affected.
    expect((await new Client(app.url, nextIp()).lookup(id, STEP1.dateOfBirth)).status).toBe(200);

    // The owner asks for the link on the resume page and opens it from the e-mail.
    expect((await ownerElsewhere.post('/visaapplication/emailResumeLink', { applicationId: target })).status).toBe(200);
    const mail = await app.nest.get<Connection>(getConnectionToken()).collection('emails').findOne({ template: 'resumeLink', applicationId: target });
    const [, token] = /#[A-Z0-9]+:(\S+)/.exec(String(mail?.text))!;
    expect((await ownerElsewhere.post('/visaapplication/openResumeLink', { applicationId: target, token })).status).toBe(200);
    expect((await ownerElsewhere.get(readPath(target))).status).toBe(200);
    // The browser that made the application keeps access too.
    expect((await owner.get(readPath(target))).status).toBe(200);
    expect((await owner.lookup(target, STEP1.dateOfBirth)).status).toBe(200);
    expect((await owner.patch(step(1, target), STEP1)).status).toBe(200);
  });

  it('counts refused reads of an application as failures too', async () => {
    const target = await newApplication(owner);
    const reader = new Client(app.url, nextIp());
    for (let i = 0; i < 5; i += 1) expect((await reader.get(readPath(target))).status).toBe(403);
    expect((await reader.get(readPath(target))).status).toBe(429);
    expect((await reader.lookup(target, STEP1.dateOfBirth)).status).toBe(429);
    expect((await new Client(app.url, nextIp()).lookup(target, STEP1.dateOfBirth)).status).toBe(200);
  });

  it('locks a client after 20 failures, whatever the ids, and only that client', async () => {
    const guesser = new Client(app.url, nextIp());
    for (let i = 0; i < 20; i += 1) expect((await guesser.lookup(newApplicationId(), WRONG_DOB)).status).toBe(404);
    const locked = await guesser.lookup(id, STEP1.dateOfBirth);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(tooMany);
    expect((await guesser.get(readPath(id))).status).toBe(429);

    const someoneElse = new Client(app.url, nextIp());
    expect((await someoneElse.lookup(id, STEP1.dateOfBirth)).status).toBe(200);
    expect((await someoneElse.get(readPath(id))).status).toBe(200);
  });
});

describe('request rate limits (HTTP, real database)', () => {
  let app: SecurityApp;

  beforeAll(async () => {
    app = await startSecurityApp({
      env: { RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_WRITES: '8', RATE_LIMIT_READS: '10', RATE_LIMIT_SENSITIVE: '3', RATE_LIMIT_SENSITIVE_WINDOW_SECONDS: '600' },
    });
  });
  afterAll(() => app?.close());

  it('allows 3 new applications per client, then answers 429 with Retry-After; other clients are not affected', async () => {
    const client = new Client(app.url, nextIp());
    for (let i = 0; i < 3; i += 1) await newApplication(client);
    const refused = await client.post('/visaapplication/newApplication', STEP1);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooMany);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expect(newApplication(new Client(app.url, nextIp()))).resolves.toMatch(/^IN/);
  });

  it('limits lookups separately from creating', async () => {
    const client = new Client(app.url, nextIp());
    await newApplication(client);
    const id = await newApplication(client);
    for (let i = 0; i < 3; i += 1) expect((await client.lookup(id, STEP1.dateOfBirth)).status).toBe(200);
    expect((await client.lookup(id, STEP1.dateOfBirth)).status).toBe(429);
  });

  it('limits all writes of a client together', async () => {
    const client = new Client(app.url, nextIp());
    const id = await newApplication(client); // write 1
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await client.patch(step(1, id), STEP1)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('limits reads apart from writes', async () => {
    const client = new Client(app.url, nextIp());
    const id = await newApplication(client);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await client.get(readPath(id))).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await client.patch(step(1, id), STEP1)).status).toBe(200);
  });
});

describe('RATE_LIMIT_ENABLED=false (the load test)', () => {
  let app: SecurityApp;
  beforeAll(async () => {
    app = await startSecurityApp({ env: { RATE_LIMIT_ENABLED: 'false', RATE_LIMIT_SENSITIVE: '1', RATE_LIMIT_WRITES: '1', LOOKUP_FAILURES_PER_ID: '1' } });
  });
  afterAll(() => app?.close());

  it('switches every limit off', async () => {
    const client = new Client(app.url, nextIp());
    const id = await newApplication(client);
    await newApplication(client);
    for (let i = 0; i < 3; i += 1) expect((await new Client(app.url, client.ip).lookup(id, WRONG_DOB)).status).toBe(404);
    expect((await new Client(app.url, client.ip).lookup(id, STEP1.dateOfBirth)).status).toBe(200);
    expect((await client.patch(step(1, id), STEP1)).status).toBe(200);
  });
});
