import { SchedulerRegistry } from '@nestjs/schedule';
import mongoose from 'mongoose';
import { countStored, form, jpeg } from '../files/testing/test-images';
import { UPLOADS_BUCKET } from '../database/uploads-bucket';
import { ORDER_API } from '@evisa/contracts';
import { STEP1, applicationThrough, step } from '../../applicant/steps/step-fixtures';
import { ApiSession } from '../testing/api-session';
import { startSecurityApp, type SecurityApp } from '../security/security-app';
import { RetentionService } from './retention.service';

const DAY = 24 * 60 * 60 * 1000;

describe('retention job (real database, a clock of its own)', () => {
  let app: SecurityApp;
  let client: mongoose.mongo.MongoClient;
  let db: mongoose.mongo.Db;
  let retention: RetentionService;
  let browser: ApiSession;

  beforeAll(async () => {
    app = await startSecurityApp({ env: { RATE_LIMIT_ENABLED: 'false', RETENTION_DRAFT_DAYS: '30', RETENTION_PAID_DAYS: '365' } });
    retention = app.nest.get(RetentionService);
    client = await mongoose.mongo.MongoClient.connect(app.config.MONGODB_URI);
    db = client.db();
    browser = new ApiSession(app.url);
  });
  afterAll(async () => {
    await client?.close();
    await app?.close();
  });

  const applications = () => db.collection<{ _id: string }>('applications');
  const ids = async () => (await applications().find({}, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id).sort();
  const filesOf = (id: string) => db.collection(`${UPLOADS_BUCKET}.files`).countDocuments({ 'metadata.applicationId': id });
  const set = (id: string, values: Record<string, unknown>) => applications().updateOne({ _id: id }, { $set: values });

  /** An application with a photo, a passport copy and a queued e-mail, in the given state. */
  async function application(values: Record<string, unknown>): Promise<string> {
    const id = await applicationThrough(browser, 5);
    expect((await browser.patch(step(5, id), form(['mainImg', await jpeg(200, 200), 'me.jpg', 'image/jpeg']))).status).toBe(200);
    expect((await browser.patch(step(6, id), form(['passportCopy', await jpeg(200, 300), 'p.jpg', 'image/jpeg']))).status).toBe(200);
    // Exactly one e-mail each: the one with the number (queued when the application was created, limited per
    // address) is replaced by this one, so the counts below do not depend on those limits.
    await db.collection('emails').deleteOne({ _id: `draft-resume:${id}` } as never);
    await db.collection('emails').insertOne({ _id: `test:${id}`, applicationId: id, to: 'anna.smith@example.com', status: 'queued' } as never);
    await set(id, values);
    return id;
  }

  it('runs every hour', () => {
    const [first, second] = app.nest.get(SchedulerRegistry).getCronJob('retention').nextDates(2);
    expect(second.toMillis() - first.toMillis()).toBe(60 * 60 * 1000);
    expect(first.minute).toBe(0);
  });

  it("deletes unpaid applications 30 days after their last change, with their files and e-mails, and paid ones a year after their visa's validity", async () => {
    const now = Date.now();
    const draft = await application({ status: 'draft' });
    const awaiting = await application({ status: 'awaiting_payment' });
    const blocked = await application({ status: 'blocked' });
    const paid = await application({ status: 'paid', paidAt: new Date(now) });
    const paidNoDate = await application({ status: 'paid' });
    await db.collection('payments').insertOne({ _id: 'ORDER-1', applicationId: paid } as never);
    // A round of corrections the desk asked (the reviewer's message, the answers as they were): personal data too.
    await db.collection('corrections').insertOne({ _id: `${paid}#1`, applicationId: paid, message: 'Please check your surname', before: { surname: 'Smith' } } as never);
    // The desk's record of the paid one: its notes go with it.
    await db.collection('reviews').insertOne({ _id: paid, state: 'in_review', notes: [{ text: 'Passport photo looks old.' }] } as never);
    const all = [draft, awaiting, blocked, paid, paidNoDate].sort();

    expect(await retention.run(new Date(now + 29 * DAY))).toMatchObject({ unpaid: 0, paid: 0, files: 0, dependents: 0 });
    expect(await ids()).toEqual(all);

    // A change on day 10 restarts the draft's clock.
    await set(draft, { updatedAt: new Date(now + 10 * DAY) });
    expect(await retention.run(new Date(now + 31 * DAY))).toMatchObject({ unpaid: 2, paid: 0, files: 4, dependents: 2 });
    expect(await ids()).toEqual([draft, paid, paidNoDate].sort());
    for (const gone of [awaiting, blocked]) {
      expect(await filesOf(gone)).toBe(0);
      expect(await db.collection('emails').countDocuments({ applicationId: gone })).toBe(0);
    }
    expect(await filesOf(draft)).toBe(2);

    expect((await retention.run(new Date(now + 41 * DAY))).unpaid).toBe(1);
    expect(await ids()).toEqual([paid, paidNoDate].sort());

    // A 30-day e-Tourist visa: kept its 30 days of validity from payment, and 365 days more.
    expect(await retention.run(new Date(now + 394 * DAY))).toMatchObject({ unpaid: 0, paid: 0, files: 0, dependents: 0 });
    expect(await retention.run(new Date(now + 396 * DAY))).toMatchObject({ unpaid: 0, paid: 2, files: 4, dependents: 4 });
    expect(await db.collection('corrections').countDocuments()).toBe(0);
    expect(await ids()).toEqual([]);
    expect(await db.collection('reviews').countDocuments()).toBe(0);
    expect(await countStored(app.config.MONGODB_URI)).toEqual({ files: 0, chunks: 0 });
    expect(await db.collection('emails').countDocuments()).toBe(0);
    // The accounts stay: a payment record holds no personal data.
    expect(await db.collection('payments').countDocuments({ _id: 'ORDER-1' } as never)).toBe(1);
  });

  it('keeps a paid 5-year visa for its five years of validity and the year after, and a 1-year business visa for two', async () => {
    const now = Date.now();
    await applications().deleteMany({});
    const fiveYears = await application({ status: 'paid', paidAt: new Date(now), serviceSubCategory: '5YR' });
    const business = await application({ status: 'paid', paidAt: new Date(now), visaService: 'business', serviceSubCategory: 'businessMeetings', serviceSubCat_subCategory: '' });
    // A choice the tree does not know (an old record): the longest validity.
    const unknown = await application({ status: 'paid', paidAt: new Date(now), visaService: 'retired-service' });
    expect((await retention.run(new Date(now + 729 * DAY))).paid).toBe(0);
    expect((await retention.run(new Date(now + 731 * DAY))).paid).toBe(1);
    expect(await ids()).toEqual([fiveYears, unknown].sort());
    expect((await retention.run(new Date(now + (1825 + 364) * DAY))).paid).toBe(0);
    expect((await retention.run(new Date(now + (1825 + 366) * DAY))).paid).toBe(2);
    expect(await ids()).not.toContain(business);
    expect(await ids()).toEqual([]);
  });

  it('leaves an application alone when it changed after it was picked', async () => {
    const id = await application({ status: 'draft', updatedAt: new Date(Date.now() - 40 * DAY) });
    const run = retention.run(new Date());
    await set(id, { updatedAt: new Date() });
    await run;
    // Either the change came first (kept, files and all) or the deletion did (nothing left): never half.
    const kept = (await ids()).includes(id);
    expect(await filesOf(id)).toBe(kept ? 2 : 0);
  });

  it('finishes a deletion that a stopped run left half-done', async () => {
    const id = await application({ status: 'draft' });
    await applications().deleteOne({ _id: id });
    await db.collection<{ _id: string }>('retention_pending').insertOne({ _id: id });
    expect(await retention.run(new Date())).toMatchObject({ files: 2, dependents: 1 });
    expect(await filesOf(id)).toBe(0);
    expect(await db.collection('retention_pending').countDocuments()).toBe(0);
  });

  it('deletes copies of sent e-mails after 30 days and contact messages after a year, whatever their application', async () => {
    const now = Date.now();
    const emails = db.collection('emails');
    const contacts = db.collection('contact_messages');
    await emails.deleteMany({});
    await emails.insertMany([
      { _id: 'sent-old', to: 'a@example.com', status: 'sent', sentAt: new Date(now - 31 * DAY) },
      { _id: 'sent-new', to: 'b@example.com', status: 'sent', sentAt: new Date(now - 29 * DAY) },
      { _id: 'queued-old', to: 'c@example.com', status: 'queued', nextAttemptAt: new Date(now - 40 * DAY) },
    ] as never[]);
    await contacts.insertMany([
      { _id: 'old', email: 'd@example.com', createdAt: new Date(now - 366 * DAY) },
      { _id: 'new', email: 'e@example.com', createdAt: new Date(now - 364 * DAY) },
    ] as never[]);
    expect(await retention.run(new Date(now))).toMatchObject({ sentEmails: 1, contactMessages: 1 });
    expect((await emails.find({}).toArray()).map((doc) => doc._id).sort()).toEqual(['queued-old', 'sent-new']);
    expect((await contacts.find({}).toArray()).map((doc) => doc._id)).toEqual(['new']);
    await emails.deleteMany({});
    await contacts.deleteMany({});
  });

  it('reads its periods from the configuration', async () => {
    const short = await startSecurityApp({ env: { RATE_LIMIT_ENABLED: 'false', RETENTION_DRAFT_DAYS: '7' } });
    try {
      const session = new ApiSession(short.url);
      await applicationThrough(session, 1);
      const job = short.nest.get(RetentionService);
      // The privacy page reads the periods the job applies, from the same configuration.
      const policy = await session.get('/privacy/retention');
      expect(policy.status).toBe(200);
      expect(policy.body.data).toEqual({ unpaidDays: 7, paidDaysAfterValidity: 365, longestValidityDays: 1825, sentEmailDays: 30, contactMessageDays: 365 });
      expect((await job.run(new Date(Date.now() + 6 * DAY))).unpaid).toBe(0);
      expect((await job.run(new Date(Date.now() + 8 * DAY))).unpaid).toBe(1);
    } finally {
      await short.close();
    }
  });

  it('keeps an unpaid order whole while any of its travellers changed within the period, then deletes it whole', async () => {
    const now = Date.now();
    const lead = await application({ status: 'draft' });
    const traveller = (await browser.post(ORDER_API.addTraveller(lead), { ...STEP1, givenName: 'Amara' })).body.data.uniqueId as string;
    const exists = async (id: string) => (await applications().countDocuments({ _id: id })) === 1;
    // The lead was last changed on day 0, the traveller on day 10.
    await set(lead, { updatedAt: new Date(now) });
    await set(traveller, { updatedAt: new Date(now + 10 * DAY) });

    await retention.run(new Date(now + 31 * DAY));
    expect([await exists(lead), await exists(traveller)]).toEqual([true, true]);
    expect(await filesOf(lead)).toBe(2);

    await retention.run(new Date(now + 41 * DAY));
    expect([await exists(lead), await exists(traveller)]).toEqual([false, false]);
    expect(await filesOf(lead)).toBe(0);
  });
});
