import { MESSAGES } from '@evisa/contracts';
import mongoose from 'mongoose';
import { startSecurityApp, type SecurityApp } from '../../platform/security/security-app';
import { applicationThrough, readPath, STEP3, STEP5, step } from '../steps/step-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { ApplicationLockedException, ApplicationNotFoundException } from './application-errors';
import { ApplicationsRepository } from './applications.repository';

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
