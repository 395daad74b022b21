// Issue 8 point 2: one applicant can neither read nor change another's application, photo or documents.
// Every endpoint of the OpenAPI document is covered: one that names an application is tried by a stranger with
// a harmful request; a new endpoint that fits no group below fails the suite until it is placed in one.
import { MESSAGES, ORDER_API } from '@evisa/contracts';
import { binaryGet } from '../files/testing/binary-get';
import { countStored, form, jpeg } from '../files/testing/test-images';
import { applicationThrough, STEP1, STEP2, STEP3, STEP4, STEP5, readPath, step, storedRecord } from '../../applicant/steps/step-fixtures';
import { ACCESS_COOKIE } from '../../applicant/access/access.service';
import { ApiSession } from '../testing/api-session';
import { label, readOperations, urlFor, type Operation } from './openapi-operations';
import { startSecurityApp, type SecurityApp } from './security-app';

/** Endpoints that do not work on one application. */
const PUBLIC = new Set([
  'GET /health',
  'GET /ready',
  'POST /visaapplication/newApplication',
  'POST /visaapplication/findApplication',
  // Answers the same for any number and mails only the address on file (draft-emails.spec.ts).
  'POST /visaapplication/emailResumeLink',
  'POST /contact',
  'GET /contact/form-token',
  'GET /privacy/retention',
  // The reminders' opt-out: a signed link naming an e-mail address, not an application (draft-emails.spec.ts).
  'GET /email-preferences/unsubscribe',
  'POST /email-preferences/unsubscribe',
]);

/**
 * Endpoints that open an application by a signed link of the agency's e-mail, not by the access cookie: a stranger
 * with the number but no valid link gets nothing (below; corrections.spec.ts tries expired and altered links).
 */
const BY_SIGNED_LINK = new Set(['POST /visaapplication/corrections/open', 'POST /visaapplication/openResumeLink']);

/** The agency desk's endpoints: they answer staff sessions only, which staff-isolation.spec.ts proves. */
const isStaff = (operation: Operation) => operation.path.startsWith('/staff/');

/** Endpoints that serve an uploaded file by its random name, and the record field that names it. */
const BY_FILE_NAME: Record<string, string> = {
  'GET /visaapplication/images/{name}': 'mainImg',
  'GET /visaapplication/files/{name}': 'passportCopy',
};

/**
 * What a stranger sends to each endpoint: a request that would change the application if it got through.
 * An endpoint not listed gets an empty JSON body; add a row when it needs a more telling one.
 */
const HARMFUL: Record<string, () => Promise<unknown> | unknown> = {
  'PATCH /visaapplication/applicationSubmitStep1': () => ({ ...STEP1, surname: 'Hijacked', email: 'thief@example.com', confirmEmail: 'thief@example.com' }),
  'PATCH /visaapplication/applicationSubmitStep2': () => ({ ...STEP2, passportNumber: 'X99999999' }),
  'PATCH /visaapplication/applicationSubmitStep3': () => ({ ...STEP3, fatherName: 'Hijacked' }),
  'PATCH /visaapplication/applicationSubmitStep4': () => ({ ...STEP4, placeVisited1: 'Hijacked' }),
  'PATCH /visaapplication/applicationSubmitStep5': async () => form(['mainImg', await jpeg(300, 300), 'x.jpg', 'image/jpeg']),
  'PATCH /visaapplication/applicationSubmitStep6': async () => form(['passportCopy', await jpeg(300, 300), 'x.jpg', 'image/jpeg']),
  'PATCH /visaapplication/applicationSubmitStep7': () => ({ ...QUESTIONS, arrested: 'Yes', givenDetailarrested: 'Hijacked' }),
  'POST /payments/create-paypal-order': () => ({ agreeTerms: true }),
  'POST /payments/capture-paypal-order': () => ({ orderID: 'ORDER-OF-SOMEONE-ELSE' }),
  // Several travellers, one order: `{id}` is the lead's number; `{travellerId}` is filled with 'x'.
  'POST /orders/{id}/travellers': () => ({ ...STEP1, givenName: 'Stowaway', email: 'thief@example.com', confirmEmail: 'thief@example.com' }),
  'POST /orders/{id}/travellers/{travellerId}/copy-shared-answers': () => ({}),
  'DELETE /orders/{id}/travellers/{travellerId}': () => ({}),
};

const QUESTIONS = { arrested: 'No', deported: 'No', trafficking: 'No', cyberCrime: 'No', terrorismSupport: 'No', asylum: 'No', declaration: true };

const DENIED = JSON.stringify({ status: 403, message: MESSAGES.accessDenied, err: MESSAGES.accessDenied, errors: {}, errorKeys: {} });

describe('one applicant cannot reach another (HTTP, real database, every endpoint of the OpenAPI document)', () => {
  let app: SecurityApp;
  let operations: Operation[];
  let alice: ApiSession;
  let aliceId: string;
  let aliceRecord: Record<string, string>;
  let mallory: ApiSession;

  beforeAll(async () => {
    // Refusals are what this suite sends: the failure limits are raised so that each answer is the plain 403.
    app = await startSecurityApp({ env: { LOOKUP_FAILURES_PER_ID: '10000', LOOKUP_FAILURES_PER_IP: '10000', LOOKUP_FAILURES_PER_APPLICATION: '10000' } });
    operations = await readOperations(app.url);
    alice = new ApiSession(app.url);
    aliceId = await applicationThrough(alice, 5);
    expect((await alice.patch(step(5, aliceId), form(['mainImg', await jpeg(), 'me.jpg', 'image/jpeg']))).status).toBe(200);
    expect((await alice.patch(step(6, aliceId), form(['passportCopy', await jpeg(500, 700), 'passport.jpg', 'image/jpeg']))).status).toBe(200);
    aliceRecord = await storedRecord(alice, aliceId);
    mallory = new ApiSession(app.url);
    await applicationThrough(mallory, 1);
  });
  afterAll(() => app?.close());

  const perApplication = () => operations.filter((operation) => operation.applicationParam && !isStaff(operation));

  it('finds every endpoint in one of the groups (public, by file name, by signed link, per application, staff)', () => {
    const unplaced = operations.filter((operation) => !operation.applicationParam && !isStaff(operation) && !PUBLIC.has(label(operation)) && !BY_SIGNED_LINK.has(label(operation)) && !(label(operation) in BY_FILE_NAME));
    expect(unplaced.map(label)).toEqual([]);
    expect(perApplication().map(label)).toEqual(
      expect.arrayContaining([
        'GET /visaapplication/application',
        ...[1, 2, 3, 4, 5, 6, 7].map((n) => `PATCH /visaapplication/applicationSubmitStep${n}`),
        'GET /orders/{id}',
        'GET /orders/{id}/shared-answers',
        'POST /orders/{id}/travellers',
        'POST /orders/{id}/travellers/{travellerId}/copy-shared-answers',
        'DELETE /orders/{id}/travellers/{travellerId}',
      ]),
    );
  });

  it('refuses every per-application endpoint to a stranger and to a browser holding another application, with one answer', async () => {
    const files = await countStored(app.config.MONGODB_URI);
    const answers: Record<string, string> = {};
    for (const operation of perApplication()) {
      for (const [who, session] of [['mallory', mallory], ['anonymous', new ApiSession(app.url)]] as const) {
        const body = operation.method === 'GET' ? undefined : await (HARMFUL[label(operation)] ?? (() => ({})))();
        const { status, text } = await session.request(operation.method, urlFor(operation, aliceId), body);
        answers[`${who} ${label(operation)}`] = `${status} ${text}`;
      }
    }
    for (const [request, answer] of Object.entries(answers)) expect({ request, answer }).toEqual({ request, answer: `403 ${DENIED}` });
    expect(await storedRecord(alice, aliceId)).toEqual(aliceRecord);
    expect(await countStored(app.config.MONGODB_URI)).toEqual(files);
  });

  it('lets the owner through every one of them (so the refusals above mean something)', async () => {
    for (const operation of perApplication()) {
      const body = operation.method === 'GET' ? undefined : operation.contentTypes.includes('application/json') || operation.contentTypes.length === 0 ? {} : undefined;
      const { status } = await alice.request(operation.method, urlFor(operation, aliceId), body);
      expect({ operation: label(operation), refused: [401, 403, 429].includes(status) }).toEqual({ operation: label(operation), refused: false });
    }
  });

  it("serves the owner's photo and documents to the owner only", async () => {
    for (const [operationLabel, field] of Object.entries(BY_FILE_NAME)) {
      const operation = operations.find((candidate) => label(candidate) === operationLabel);
      if (!operation) continue; // not built yet
      const url = urlFor(operation, aliceId, { name: aliceRecord[field] });
      expect((await binaryGet(app, aliceId, url)).status).toBe(200);
      for (const session of [mallory, new ApiSession(app.url)]) {
        const { status, headers } = await session.get(url);
        expect([403, 404]).toContain(status);
        expect(headers.get('content-type')).toMatch(/json/);
      }
    }
  });

  it.each(['/visaapplication/corrections/open', '/visaapplication/openResumeLink'])("does not open another's application through %s without its signature", async (path) => {
    const opened = await mallory.post(path, { applicationId: aliceId, token: 'forged.token' });
    expect(opened.status).toBe(403);
    expect(opened.headers.getSetCookie().some((line) => line.startsWith(`${ACCESS_COOKIE}=`))).toBe(false);
    expect((await mallory.get(readPath(aliceId))).status).toBe(403);
  });

  it('gives nothing for a forged or altered access cookie', async () => {
    const forger = new ApiSession(app.url);
    const jar = (value: string) => ({ Cookie: `${ACCESS_COOKIE}=${value}` });
    const own = await fetch(`${app.url}/visaapplication/newApplication`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STEP1) });
    const [ownToken] = own.headers.getSetCookie().map((line) => line.split(';')[0].split('=').slice(1).join('='));
    const [ids, signature] = decodeURIComponent(ownToken).split('~');
    for (const token of [`${aliceId}~${signature}`, `${ids}.${aliceId}~${signature}`, `${aliceId}~`, aliceId, `${aliceId}~${'A'.repeat(43)}`]) {
      const { status } = await forger.request('GET', readPath(aliceId), undefined, jar(encodeURIComponent(token)));
      expect({ token, status }).toEqual({ token, status: 403 });
    }
  });

  it('does not open an application to a wrong date of birth, and answers as for an unknown number', async () => {
    const wrong = await mallory.post('/visaapplication/findApplication', { applicationId: aliceId, dateOfBirth: '1970-01-01' });
    expect(wrong.status).toBe(404);
    expect(JSON.stringify(wrong.body)).not.toContain(aliceRecord.surname);
    expect((await mallory.get(readPath(aliceId))).status).toBe(403);
    expect(await storedRecord(alice, aliceId)).toMatchObject({ surname: STEP1.surname, referenceNameIndia: STEP5.referenceNameIndia });
  });
  // Last: it makes Alice the lead of an order, which the tests above compare her record against.
  it("refuses a traveller of an order every endpoint on the lead's application and on another traveller's", async () => {
    const traveller = (givenName: string, dateOfBirth: string) => ({ ...STEP1, givenName, dateOfBirth, email: `${givenName.toLowerCase()}@example.com`, confirmEmail: `${givenName.toLowerCase()}@example.com` });
    const bobId = (await alice.post(ORDER_API.addTraveller(aliceId), traveller('Bob', '1985-02-03'))).body.data.uniqueId as string;
    const carolId = (await alice.post(ORDER_API.addTraveller(aliceId), traveller('Carol', '1987-04-05'))).body.data.uniqueId as string;
    const bob = new ApiSession(app.url);
    expect((await bob.post('/visaapplication/findApplication', { applicationId: bobId, dateOfBirth: '1985-02-03' })).status).toBe(200);
    const before = { alice: await storedRecord(alice, aliceId), carol: await storedRecord(alice, carolId) };

    const answers: Record<string, string> = {};
    for (const operation of perApplication()) {
      for (const [whose, id] of [['lead', aliceId], ['other traveller', carolId]] as const) {
        const body = operation.method === 'GET' ? undefined : await (HARMFUL[label(operation)] ?? (() => ({})))();
        const { status, text } = await bob.request(operation.method, urlFor(operation, id, { travellerId: id === aliceId ? carolId : bobId }), body);
        answers[`bob on ${whose}: ${label(operation)}`] = `${status} ${text}`;
      }
    }
    for (const [request, answer] of Object.entries(answers)) expect({ request, answer }).toEqual({ request, answer: `403 ${DENIED}` });
    expect(await storedRecord(alice, aliceId)).toEqual(before.alice);
    expect(await storedRecord(alice, carolId)).toEqual(before.carol);
    // Bob's own application stays open to him.
    expect((await bob.get(readPath(bobId))).status).toBe(200);
  });
});
