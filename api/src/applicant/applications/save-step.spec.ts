import { MESSAGES } from '@evisa/contracts';
import { getModelToken } from '@nestjs/mongoose';
import mongoose, { type Model } from 'mongoose';
import { startSecurityApp, type SecurityApp } from '../../platform/security/security-app';
import { applicationThrough, readPath, STEP3, STEP5, step } from '../steps/step-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { ApplicationLockedException, ApplicationNotFoundException } from './application-errors';
import { APPLICATION_MODEL } from './application.schema';
import { ApplicationsRepository } from './applications.repository';

/** A step 3 with every section asked: married, a Pakistani grandparent, military service, flags as the form sends them. */
const FULL_STEP3 = {
  ...STEP3,
  sameAsPermanent: 'true',
  maritalStatus: 'Married',
  spouseName: 'Jane Smith',
  SpouseNationality: 'GB',
  SpousePrevNationality: 'IE',
  SpouseBirthPlace: 'Dublin',
  SpouseCtryOfBirth: 'IE',
  grandparentPakistani: 'Yes',
  grandparentPakistaniYes: 'Grandfather, born in Lahore in 1931',
  inMilitaryOrganization: 'Yes',
  forceOrganizationName: 'Army Reserve',
  forceOrganizationDesignation: 'Engineer',
  forceOrganizationRank: 'Corporal',
  forceorganizationPlace: 'Catterick',
};

/**
 * ApplicationsRepository.saveStep, on the stored documents: the edit guard is the status filter of the update
 * itself (a paid or blocked application matches nothing), and the values are stored as the schema types them.
 */
describe('ApplicationsRepository.saveStep (real database)', () => {
  let app: SecurityApp;
  let client: mongoose.mongo.MongoClient;
  let browser: ApiSession;
  const applications = () => client.db().collection<{ _id: string } & Record<string, unknown>>('applications');

  beforeAll(async () => {
    app = await startSecurityApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
    client = await mongoose.mongo.MongoClient.connect(app.config.MONGODB_URI);
    browser = new ApiSession(app.url);
  });
  afterAll(async () => {
    await client?.close();
    await app?.close();
  });

  it('saves an editable application and marks the step complete', async () => {
    const id = await applicationThrough(browser, 3);
    const { status, body } = await browser.get(readPath(id));
    expect(status).toBe(200);
    expect(body.data.completedSteps).toEqual(expect.arrayContaining(['step1', 'step2', 'step3']));
  });

  it.each(['paid', 'blocked'])('refuses a save, a draft save included, of a %s application, and changes nothing', async (locked) => {
    const id = await applicationThrough(browser, 2);
    await applications().updateOne({ _id: id }, { $set: { status: locked } });
    const before = await applications().findOne({ _id: id });
    for (const path of [step(3, id), step(3, id, true)]) {
      const { status, body } = await browser.patch(path, STEP3);
      expect(status).toBe(409);
      expect(body.message).toBe(MESSAGES.applicationLocked);
    }
    expect(await applications().findOne({ _id: id })).toEqual(before);
  });

  it('refuses by the update alone: the repository reads nothing before it', async () => {
    const id = await applicationThrough(browser, 2);
    await applications().updateOne({ _id: id }, { $set: { status: 'paid' } });
    const before = await applications().findOne({ _id: id });
    const repository = app.nest.get(ApplicationsRepository);
    await expect(repository.saveStep(id, 'step3', { maritalStatus: 'Single' })).rejects.toBeInstanceOf(ApplicationLockedException);
    await expect(repository.saveStep('IN0000000000000', 'step3', { maritalStatus: 'Single' })).rejects.toBeInstanceOf(ApplicationNotFoundException);
    expect(await applications().findOne({ _id: id })).toEqual(before);
  });

  it('answers 404 to a save of an application that is gone', async () => {
    const id = await applicationThrough(browser, 2);
    await applications().deleteOne({ _id: id });
    expect((await browser.patch(step(3, id), STEP3)).status).toBe(404);
    expect(await applications().findOne({ _id: id })).toBeNull();
  });

  it('stores flags as booleans and SAARC counts as numbers, and moves updatedAt but not createdAt', async () => {
    const id = await applicationThrough(browser, 4);
    const before = await applications().findOne({ _id: id });
    const year = new Date().getFullYear();
    const saarc = { saarcCountries: 'yes', saarcDetails: [{ country: 'NP', year: String(year), visits: '2' }] };
    expect((await browser.patch(step(3, id), { ...STEP3, sameAsPermanent: 'true' })).status).toBe(200);
    expect((await browser.patch(step(5, id), { ...STEP5, ...saarc })).status).toBe(200);

    const stored = await applications().findOne({ _id: id });
    expect(stored?.sameAsPermanent).toBe(true);
    expect(stored?.saarcDetails).toEqual([{ country: 'NP', year, visits: 2 }]);
    expect(stored?.createdAt).toEqual(before?.createdAt);
    expect((stored?.updatedAt as Date).getTime()).toBeGreaterThan((before?.updatedAt as Date).getTime());
  });

  /** The previous save, mongoose's own update with the same arguments: the reference for the stored document. */
  async function savedByMongoose(id: string, ...[, stepName, set, unset = []]: Parameters<ApplicationsRepository['saveStep']>) {
    const model = app.nest.get<Model<Record<string, unknown>>>(getModelToken(APPLICATION_MODEL));
    const removed = unset.filter((field) => !(field in set));
    await model.updateOne(
      { _id: id, status: mongoose.trusted({ $nin: ['paid', 'blocked'] }) },
      { $set: set, $addToSet: { completedSteps: stepName }, ...(removed.length ? { $unset: Object.fromEntries(removed.map((field) => [field, 1])) } : {}) },
    );
  }

  /** Two stored applications alike but for their ids and times, field for field and in the same order. */
  async function expectStoredAlike(id: string, reference: string, before: Record<string, unknown> | null) {
    const [mine, theirs] = [await applications().findOne({ _id: id }), await applications().findOne({ _id: reference })];
    const comparable = (stored: Record<string, unknown> | null) => {
      const { _id, createdAt, updatedAt, ...rest } = stored ?? {};
      return rest;
    };
    expect(comparable(mine)).toStrictEqual(comparable(theirs));
    expect(Object.keys(mine ?? {})).toEqual(Object.keys(theirs ?? {}));
    expect(mine?.createdAt).toEqual(before?.createdAt);
    expect(mine?.updatedAt).toBeInstanceOf(Date);
    expect((mine?.updatedAt as Date).getTime()).toBeGreaterThan((before?.updatedAt as Date).getTime());
  }

  /**
   * The save writes through the collection with its values cast by the schema's types (stored-values.ts): the
   * stored document must be the one mongoose's own update made. Two applications with the same answers: one saved
   * by the API, the other by mongoose's update with the arguments the API passed the repository.
   */
  it.each([
    ['a full step 3 over a stored one', 3, FULL_STEP3, STEP3],
    ['a step 5 with SAARC visits given as text', 5, { ...STEP5, saarcCountries: 'yes', saarcDetails: [{ country: 'NP', year: String(new Date().getFullYear()), visits: '2' }] }, STEP5],
  ])('stores %s exactly as mongoose did', async (_name, n, answers, earlier) => {
    const repository = app.nest.get(ApplicationsRepository);
    const [saved, reference] = [await applicationThrough(browser, 4), await applicationThrough(browser, 4)];
    for (const id of [saved, reference]) expect((await browser.patch(step(n, id), earlier)).status).toBe(200);
    const before = await applications().findOne({ _id: saved });

    const calls = jest.spyOn(repository, 'saveStep');
    let args: Parameters<ApplicationsRepository['saveStep']>;
    try {
      expect((await browser.patch(step(n, saved), answers)).status).toBe(200);
      args = calls.mock.calls[0]!;
    } finally {
      calls.mockRestore();
    }
    expect(args[3]?.filter((field) => !(field in args[2])).length).toBeGreaterThan(0);
    await savedByMongoose(reference, ...args);
    await expectStoredAlike(saved, reference, before);
  });

  it('casts values as mongoose did when they arrive untyped: flags, numbers, dates, entries with unknown or undefined keys', async () => {
    const repository = app.nest.get(ApplicationsRepository);
    const [saved, reference] = [await applicationThrough(browser, 4), await applicationThrough(browser, 4)];
    const before = await applications().findOne({ _id: saved });
    const set = {
      sameAsPermanent: 'true',
      presentCountry: 44,
      paidAt: '2026-01-02T03:04:05.000Z',
      amountToPay: { usd: 25, note: 'as given' },
      saarcDetails: [{ country: 'NP', year: '2024', visits: '2', extra: 'dropped' }, { country: 'LK', year: undefined, visits: 1 }],
    };
    await repository.saveStep(saved, 'step5', set, ['referenceNameHome']);
    await savedByMongoose(reference, saved, 'step5', set, ['referenceNameHome']);
    await expectStoredAlike(saved, reference, before);
    expect((await applications().findOne({ _id: saved }))?.paidAt).toBeInstanceOf(Date);
  });

  it('leaves an undefined value out instead of storing null', async () => {
    const id = await applicationThrough(browser, 2);
    const entry = { country: 'NP', year: undefined, visits: 2 };
    await app.nest.get(ApplicationsRepository).saveStep(id, 'step5', { saarcCountries: 'yes', saarcDetails: [entry] }, [], { draft: true });
    expect((await applications().findOne({ _id: id }))?.saarcDetails).toEqual([{ country: 'NP', visits: 2 }]);
  });

  it('refuses to set or remove a field the schema does not have, and changes nothing', async () => {
    const id = await applicationThrough(browser, 2);
    const before = await applications().findOne({ _id: id });
    const repository = app.nest.get(ApplicationsRepository);
    await expect(repository.saveStep(id, 'step2', { notAField: 'x' })).rejects.toThrow("'notAField' is not a field of the application schema");
    await expect(repository.saveStep(id, 'step2', {}, ['status.extra'])).rejects.toThrow("'status.extra' is not a field");
    expect(await applications().findOne({ _id: id })).toEqual(before);
  });
});
