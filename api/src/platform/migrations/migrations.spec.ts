// A database left by the previous release (applications without a schema version, no indexes, no
// migration applied) is brought to this one by the migration command, once even when two run together; this
// version refuses to start on it before, and serves an applicant's journey and a desk case on those documents after.
import { MongoClient } from 'mongodb';
import { REVIEW_API } from '@evisa/contracts';
import { VALID_STEP1 } from '@evisa/contracts/testing';
import { startTestDatabase, type TestDatabase } from '@evisa/testing';
import { completeApplicationDocument, payOnce } from '../../applicant/payments/testing/payment-fixtures';
import { enrolStaff, signInStaff } from '../../desk/staff-auth/testing/staff-fixtures';
import { loadConfig } from '../config/app-config';
import { ApiSession } from '../testing/api-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { migrateDatabase } from './migrate-database';
import { MIGRATIONS, APPLICATION_SCHEMA_VERSION } from './migrations';

describe('migrations: the previous release’s database brought to this one (real database)', () => {
  let database: TestDatabase;
  let client: MongoClient;
  let app: TestApp | undefined;

  beforeAll(async () => {
    database = await startTestDatabase();
    client = await MongoClient.connect(database.uri);
  });
  afterAll(async () => {
    await app?.close();
    await client?.close();
    await database?.stop();
  });

  it('migrates once under a lease, creates the indexes, and the new version serves a journey and a desk case on the old documents', async () => {
    const db = client.db();
    // Complete applications as the previous release stored them: without a schema version.
    const draft = completeApplicationDocument();
    const paid = completeApplicationDocument({ status: 'paid', editing: 'closed', paidAt: new Date(Date.now() - 5 * 3_600_000), language: 'en' });
    for (const document of [draft, paid]) expect(document).not.toHaveProperty('schemaVersion');
    await db.collection('applications').insertMany([draft, paid] as never[]);
    // Reviews of the previous release: one government reference recorded twice (letter case aside), and another.
    const by = { id: 'staff-1', name: 'Asha Rao' };
    const submitted = (id: string, governmentReference: string, hoursAgo: number) => {
      const at = new Date(Date.now() - hoursAgo * 3_600_000);
      return { _id: id, state: 'submitted', stateChangedAt: at, claimedBy: by, history: [], submission: { governmentReference, at, by } };
    };
    await db.collection('reviews').insertMany([submitted('OLD-FIRST', 'GOV-77', 3), submitted('OLD-AGAIN', 'gov-77', 2), submitted('OLD-OTHER', 'GOV-78', 1)] as never[]);

    // This version does not start on a database that lacks its migrations, and says what to run.
    await expect(startTestApp({ MONGODB_URI: database.uri, MIGRATE_AT_START: 'false' })).rejects.toThrow(/0001-application-schema-version.*npm run migrate/);

    // Two runners at once (instances deploying together): one applies every migration, the other waits for the
    // lease and finds nothing left; a third run applies nothing either.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MONGODB_URI: database.uri });
    const runs = await Promise.all([migrateDatabase(config), migrateDatabase(config)]);
    expect(runs.map(({ applied }) => applied.length).sort()).toEqual([0, MIGRATIONS.length]);
    expect(await migrateDatabase(config)).toEqual({ applied: [] });
    expect(await db.collection('migrations').find().project({ _id: 1 }).toArray()).toEqual(MIGRATIONS.map(({ id }) => ({ _id: id })));
    expect(await db.collection('migrations_lease').countDocuments()).toBe(0);
    const versions = await db.collection('applications').find().project({ schemaVersion: 1 }).toArray();
    expect(versions.map(({ schemaVersion }) => schemaVersion)).toEqual([APPLICATION_SCHEMA_VERSION, APPLICATION_SCHEMA_VERSION]);
    const indexNames = async (collection: string) => (await db.collection(collection).indexes()).map((index) => index.name);
    expect(await indexNames('applications')).toEqual(expect.arrayContaining(['status_1_updatedAt_1']));
    expect(await indexNames('rate_limits')).toEqual(expect.arrayContaining(['key_1']));
    // GridFS's, which the API's own writes of uploads do not make (platform/files/file-storage.service.ts).
    expect(await indexNames('uploads.chunks')).toEqual(expect.arrayContaining(['files_id_1_n_1']));
    expect(await indexNames('uploads.files')).toEqual(expect.arrayContaining(['filename_1_uploadDate_1']));
    // The first submission keeps a reference recorded twice; the unique index could be built over them.
    const reviews = await db.collection('reviews').find({}, { sort: { _id: 1 } }).toArray();
    expect(reviews.map(({ _id, submission }) => [_id, submission.referenceKey])).toEqual([['OLD-AGAIN', undefined], ['OLD-FIRST', 'GOV-77'], ['OLD-OTHER', 'GOV-78']]);
    expect(await indexNames('reviews')).toEqual(expect.arrayContaining(['submission.referenceKey_1']));

    // The new version starts without migrating anything itself.
    app = await startTestApp({ MONGODB_URI: database.uri, MIGRATE_AT_START: 'false' });
    const session = new ApiSession(app.url);
    expect((await session.post('/visaapplication/findApplication', { applicationId: draft._id, dateOfBirth: VALID_STEP1.dateOfBirth })).status).toBe(200);
    expect((await payOnce(app, session, draft._id, 'approve')).captured.status).toBe(200);
    expect((await db.collection('applications').findOne({ _id: draft._id as never }))?.status).toBe('paid');

    const reviewer = await signInStaff(app, await enrolStaff(app, 'reviewer', 'Asha Rao'));
    expect((await reviewer.send('POST', `/staff/queue/${paid._id}/claim`)).status).toBe(200);
    expect((await reviewer.send('POST', REVIEW_API.notes(paid._id), { text: 'Stored by the previous release.' })).status).toBe(200);
    expect((await reviewer.get(REVIEW_API.review(paid._id))).body.data).toMatchObject({ item: { state: 'in_review' }, notes: [{ text: 'Stored by the previous release.' }] });
  });

  it('lists the migrations in the order of their ids, each once', () => {
    const ids = MIGRATIONS.map(({ id }) => id);
    expect(ids).toEqual([...new Set(ids)].sort());
    for (const id of ids) expect(id).toMatch(/^\d{4}-[a-z0-9-]+$/);
  });
});
