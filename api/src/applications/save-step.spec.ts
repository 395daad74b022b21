import mongoose from 'mongoose';
import { startSecurityApp, type SecurityApp } from '../security/security-app';
import { applicationThrough, readPath, STEP3, STEP5, step } from '../steps/step-fixtures';
import { ApiSession } from '../testing/api-session';
import { ApplicationsRepository, EDITING_CLOSED } from './applications.repository';

/**
 * ApplicationsRepository.saveStep, on the stored documents. The edit guard: saves update by `_id` alone (the filter
 * FerretDB v1 pushes down) and a locked application refuses them through its `editing` field, not through a status
 * filter. The storage: saves write through the driver, not mongoose's query, so what mongoose's casting and strict
 * mode gave (types as the schema stores them, updatedAt, no unknown fields) is checked here.
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

  it('saves an editable application, recording the save in the guard, which the API never shows', async () => {
    const id = await applicationThrough(browser, 3);
    const stored = await applications().findOne({ _id: id });
    expect(stored?.editing).toEqual({ lastSavedAt: expect.any(Date) });
    const { status, body } = await browser.get(readPath(id));
    expect(status).toBe(200);
    expect(body.data).not.toHaveProperty('editing');
    expect(body.data.completedSteps).toEqual(expect.arrayContaining(['step1', 'step2', 'step3']));
  });

  it('refuses a save, a draft save included, once the guard is closed, and changes nothing', async () => {
    const id = await applicationThrough(browser, 2);
    await applications().updateOne({ _id: id }, { $set: { status: 'paid', editing: EDITING_CLOSED } });
    const before = await applications().findOne({ _id: id });
    expect((await browser.patch(step(3, id), STEP3)).status).toBe(409);
    expect((await browser.patch(step(3, id, true), STEP3)).status).toBe(409);
    expect(await applications().findOne({ _id: id })).toEqual(before);
  });

  it('answers 404 to a save of an application that is gone (step 3 does not read it first)', async () => {
    const id = await applicationThrough(browser, 2);
    await applications().deleteOne({ _id: id });
    expect((await browser.patch(step(3, id), STEP3)).status).toBe(404);
    expect(await applications().findOne({ _id: id })).toBeNull();
  });

  it('closes the guard of applications locked before it existed', async () => {
    const paid = await applicationThrough(browser, 2);
    const blocked = await applicationThrough(browser, 2);
    const draft = await applicationThrough(browser, 2);
    await applications().updateOne({ _id: paid }, { $set: { status: 'paid' }, $unset: { editing: 1 } });
    await applications().updateOne({ _id: blocked }, { $set: { status: 'blocked' } });
    expect(await app.nest.get(ApplicationsRepository).closeLockedApplications()).toBeGreaterThanOrEqual(2);
    expect((await applications().findOne({ _id: paid }))?.editing).toBe(EDITING_CLOSED);
    expect((await applications().findOne({ _id: blocked }))?.editing).toBe(EDITING_CLOSED);
    expect((await applications().findOne({ _id: draft }))?.editing).not.toBe(EDITING_CLOSED);
    expect((await browser.patch(step(3, paid), STEP3)).status).toBe(409);
    expect((await browser.patch(step(3, blocked), STEP3)).status).toBe(409);
    expect((await browser.patch(step(3, draft), STEP3)).status).toBe(200);
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
