// The MongoDB behaviours this code relies on, proved on the database the tests run on: the local FerretDB, or the
// server of MONGODB_URI when it is set. The money path, the desk's claims, the jobs' leases and the shared rate
// limits all assume that a write to one document is atomic (docs/reliability.md, section 10).
import { MongoClient, MongoServerError, type Db } from 'mongodb';
import { startTestDatabase, type TestDatabase } from './index';

// A first run on a machine without the binary builds FerretDB (minutes).
const START_TIMEOUT = 10 * 60_000;
const ROUNDS = 5;
// A double claim is a rarer race than a lost update: more rounds, so that a database without atomic writes is caught.
const CLAIM_ROUNDS = 50;
const DUPLICATE_KEY = 11000;

/** Starts `count` calls of `fn` at once. */
const atOnce = <T>(count: number, fn: (i: number) => Promise<T>) => Array.from({ length: count }, (_, i) => fn(i));

const duplicateKeyErrors = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r) => r.status === 'rejected' && r.reason instanceof MongoServerError && r.reason.code === DUPLICATE_KEY).length;

const sortedNumbers = (values: unknown[]) => values.map(Number).sort((a, b) => a - b);
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('the MongoDB behaviours this code relies on', () => {
  let database: TestDatabase;
  let client: MongoClient;
  let db: Db;

  beforeAll(async () => {
    database = await startTestDatabase();
    client = await MongoClient.connect(database.uri, { maxPoolSize: 100, serverSelectionTimeoutMS: 10_000 });
    db = client.db();
  }, START_TIMEOUT);

  afterAll(async () => {
    await client?.close();
    await database?.stop();
  });

  interface Counter {
    _id: string;
    n: number;
  }

  it('counts every one of 200 concurrent $inc on one document', async () => {
    const counters = db.collection<Counter>('counters');
    for (let round = 0; round < ROUNDS; round++) {
      const _id = `inc-${round}`;
      await counters.insertOne({ _id, n: 0 });
      const results = await Promise.all(atOnce(200, () => counters.updateOne({ _id }, { $inc: { n: 1 } })));
      expect(results.every((r) => r.modifiedCount === 1)).toBe(true);
      expect(await counters.findOne({ _id })).toEqual({ _id, n: 200 });
    }
  }, 120_000);

  it('never writes back a field a conditional update did not set', async () => {
    interface Application {
      _id: string;
      status: string;
      [field: string]: unknown;
    }
    const applications = db.collection<Application>('applications');
    const open = { status: { $nin: ['paid', 'blocked'] } };
    for (let round = 0; round < ROUNDS; round++) {
      const _id = `app-${round}`;
      await applications.insertOne({ _id, status: 'draft' });
      const saves = Promise.all(atOnce(40, (i) => applications.updateOne({ _id, ...open }, { $set: { [`answer${i}`]: `value ${i}` } })));
      const payment = applications.updateOne({ _id, status: 'draft' }, { $set: { status: 'paid' } });
      const [saved, paid] = await Promise.all([saves, payment]);
      expect(paid.modifiedCount).toBe(1);
      const stored = await applications.findOne({ _id });
      expect(stored?.status).toBe('paid');
      // every save acknowledged as a change is stored, and no refused save is
      saved.forEach((result, i) => expect(stored?.[`answer${i}`]).toBe(result.modifiedCount === 1 ? `value ${i}` : undefined));
    }
  }, 120_000);

  it('gives a conditional claim of 50 concurrent claimants to exactly one', async () => {
    const leases = db.collection<{ _id: string; holder: number | null }>('leases');
    for (let round = 0; round < CLAIM_ROUNDS; round++) {
      const _id = `lease-${round}`;
      await leases.insertOne({ _id, holder: null });
      const claims = await Promise.all(atOnce(50, (i) => leases.findOneAndUpdate({ _id, holder: null }, { $set: { holder: i } }, { returnDocument: 'after' })));
      const winners = claims.filter((doc) => doc !== null);
      expect(winners).toHaveLength(1);
      expect(await leases.findOne({ _id })).toEqual(winners[0]);
    }
  }, 120_000);

  it('lets exactly one of 50 concurrent inserts of one unique key succeed, and refuses the others with E11000', async () => {
    const payments = db.collection<{ requestId: string; attempt: number }>('payments');
    await payments.createIndex({ requestId: 1 }, { unique: true });
    for (let round = 0; round < ROUNDS; round++) {
      const requestId = `request-${round}`;
      const results = await Promise.allSettled(atOnce(50, (attempt) => payments.insertOne({ requestId, attempt })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(duplicateKeyErrors(results)).toBe(49);
      expect(await payments.countDocuments({ requestId })).toBe(1);
    }
  }, 120_000);

  it('returns from findOneAndUpdate the document it changed, after or before the change', async () => {
    const counters = db.collection<Counter>('returned');
    for (let round = 0; round < ROUNDS; round++) {
      const _id = `returned-${round}`;
      await counters.insertOne({ _id, n: 0 });
      const after = await Promise.all(atOnce(50, () => counters.findOneAndUpdate({ _id }, { $inc: { n: 1 } }, { returnDocument: 'after' })));
      expect(sortedNumbers(after.map((doc) => doc?.n))).toEqual(range(1, 50));
      const before = await Promise.all(atOnce(50, () => counters.findOneAndUpdate({ _id }, { $inc: { n: 1 } }, { returnDocument: 'before' })));
      expect(sortedNumbers(before.map((doc) => doc?.n))).toEqual(range(50, 50));
      expect(await counters.findOne({ _id })).toEqual({ _id, n: 100 });
    }
  }, 120_000);

  it('creates one document from 50 concurrent upserts of one _id, and counts each', async () => {
    const notes = db.collection<Counter & { created: number }>('upserted');
    for (let round = 0; round < ROUNDS; round++) {
      const _id = `upsert-${round}`;
      const results = await Promise.all(atOnce(50, (i) => notes.updateOne({ _id }, { $inc: { n: 1 }, $setOnInsert: { created: i } }, { upsert: true })));
      expect(results.filter((r) => r.upsertedCount === 1)).toHaveLength(1);
      const stored = await notes.find({ _id }).toArray();
      expect(stored).toHaveLength(1);
      expect(stored[0].n).toBe(50);
    }
  }, 120_000);

  it('creates one document from 50 concurrent upserts of one uniquely indexed key, and counts each', async () => {
    const limits = db.collection<{ key: string; points: number }>('limits');
    await limits.createIndex({ key: 1 }, { unique: true });
    for (let round = 0; round < ROUNDS; round++) {
      const key = `limit-${round}`;
      const results = await Promise.all(atOnce(50, () => limits.findOneAndUpdate({ key }, { $inc: { points: 1 } }, { upsert: true, returnDocument: 'after' })));
      expect(sortedNumbers(results.map((doc) => doc?.points))).toEqual(range(1, 50));
      expect(await limits.countDocuments({ key })).toBe(1);
    }
  }, 120_000);
});
