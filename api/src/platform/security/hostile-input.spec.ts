// Issue 8 points 3 and 4: no request value becomes a query operator, unknown fields and oversized input are
// refused, and a refusal is a clean 4xx envelope. Through HTTP against the real database.
import { MongoClient } from 'mongodb';
import { ApiSession } from '../testing/api-session';
import { newApplication, readPath, STEP1, step } from '../../applicant/steps/step-fixtures';
import { MAX_STRING_LENGTH } from '../common/unsafe-input';
import { startSecurityApp, type SecurityApp } from './security-app';

describe('hostile input (HTTP, real database)', () => {
  let app: SecurityApp;
  let owner: ApiSession;
  let id: string;

  beforeAll(async () => {
    // Failure counting off: this file sends many refused requests from one address on purpose.
    app = await startSecurityApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
    owner = new ApiSession(app.url);
    id = await newApplication(owner);
  });
  afterAll(() => app?.close());

  const stranger = () => new ApiSession(app.url);

  async function storedApplications() {
    const client = await MongoClient.connect(app.config.MONGODB_URI);
    try {
      return await client.db().collection('applications').find({}).toArray();
    } finally {
      await client.close();
    }
  }

  describe('query operators', () => {
    it.each([
      ['a bracketed operator', `/visaapplication/application?applicationId[$ne]=x`],
      ['a bracketed $gt', `/visaapplication/application?applicationId[$gt]=`],
      ['a repeated parameter (an array)', `/visaapplication/application?applicationId=x&applicationId=y`],
      ['an encoded JSON operator', `/visaapplication/application?applicationId=${encodeURIComponent('{"$ne":null}')}`],
    ])('in the query string (%s) gives no access to anything', async (_name, path) => {
      const { status, body } = await stranger().get(path);
      expect([400, 403]).toContain(status);
      expect(JSON.stringify(body)).not.toContain(id);
    });

    it.each([
      ['$ne', { applicationId: { $ne: null }, dateOfBirth: { $ne: null } }],
      ['$gt', { applicationId: { $gt: '' }, dateOfBirth: { $gt: '' } }],
      ['$regex', { applicationId: { $regex: '.*' }, dateOfBirth: STEP1.dateOfBirth }],
      ['$where', { applicationId: id, dateOfBirth: { $where: 'true' } }],
    ])('in the lookup body (%s) is refused with 400 and finds nothing', async (_name, body) => {
      const session = stranger();
      const answer = await session.post('/visaapplication/findApplication', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, errors: expect.any(Object) });
      expect(JSON.stringify(answer.body)).not.toContain(id);
      expect((await session.get(readPath(id))).status).toBe(403);
    });

    it('as a step field value is refused and nothing is stored', async () => {
      for (const value of [{ $gt: '' }, { $ne: 'x' }, { $set: { status: 'paid' } }]) {
        const { status } = await owner.patch(step(1, id), { ...STEP1, surname: value });
        expect(status).toBe(400);
      }
      const [stored] = await storedApplications();
      expect(stored.surname).toBe(STEP1.surname);
      expect(stored.status).toBe('draft');
    });

    it('as an operator key at the top of a body is refused', async () => {
      const { status, body } = await owner.patch(step(1, id), { ...STEP1, $set: { status: 'paid' } });
      expect(status).toBe(400);
      expect(body.errors).toHaveProperty('$set');
      expect((await storedApplications())[0].status).toBe('draft');
    });
  });

  describe('shape', () => {
    it('refuses unknown fields', async () => {
      const { status, body } = await owner.patch(step(1, id), { ...STEP1, status: 'paid' });
      expect(status).toBe(400);
      expect(body.errors).toHaveProperty('status');
      const created = await stranger().post('/visaapplication/newApplication', { ...STEP1, completedSteps: ['step1', 'step2'] });
      expect(created.status).toBe(400);
    });

    it.each([
      ['a key with a dot', { 'a.b': 'x' }],
      ['a prototype key', JSON.parse('{"__proto__": {"polluted": true}}')],
      ['a constructor key', { constructor: { prototype: { polluted: true } } }],
    ])('refuses %s anywhere in the body', async (_name, extra) => {
      const { status } = await owner.patch(step(1, id), { ...STEP1, ...extra });
      expect(status).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it(`refuses any string over ${MAX_STRING_LENGTH} characters, even in a field without its own limit`, async () => {
      const long = 'x'.repeat(MAX_STRING_LENGTH + 1);
      const answer = await stranger().post('/visaapplication/findApplication', { applicationId: id, dateOfBirth: long });
      expect(answer.status).toBe(400);
      const nested = await owner.patch(step(5, id), { saarcDetails: [{ country: long }] });
      expect(nested.status).toBe(400);
    });

    it('refuses wrong types without a server error', async () => {
      for (const body of [[], 'text', 42, null, true, { surname: 42 }, { surname: ['a'] }, { saarcDetails: 'x' }]) {
        const { status } = await owner.request('PATCH', step(1, id), body);
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }
    });
  });

  describe('size and syntax', () => {
    const raw = (body: string, type = 'application/json') =>
      fetch(`${app.url}/visaapplication/findApplication`, { method: 'POST', headers: { 'Content-Type': type }, body });

    it('refuses a JSON body over 100 kb with 413 and the envelope', async () => {
      const response = await raw(JSON.stringify({ applicationId: id, padding: 'x'.repeat(101 * 1024) }));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ status: 413, message: 'The request is too large.', err: 'The request is too large.', errors: {}, errorKeys: {} });
    });

    it('answers malformed JSON with 400 and no parser detail', async () => {
      const response = await raw('{"applicationId": "IN1",');
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ status: 400, message: 'The request could not be read.' });
      expect(text).not.toMatch(/Unexpected|position|JSON\.parse|SyntaxError|at .*\.js/);
    });

    it('keeps the application intact after all of the above', async () => {
      const { status, body } = await owner.get(readPath(id));
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ uniqueId: id, surname: STEP1.surname, email: STEP1.email, status: 'draft' });
    });
  });
});
