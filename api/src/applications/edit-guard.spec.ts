import mongoose from 'mongoose';
import { startSecurityApp, type SecurityApp } from '../security/security-app';
import { applicationThrough, readPath, STEP3, step } from '../steps/step-fixtures';
import { ApiSession } from '../testing/api-session';
import { ApplicationsRepository, EDITING_CLOSED } from './applications.repository';

/**
 * The edit guard of ApplicationsRepository.saveStep: saves update by `_id` alone (the filter FerretDB v1 pushes
 * down) and a locked application refuses them through its `editing` field, not through a status filter.
 */
describe('application edit guard (real database)', () => {
  let app: SecurityApp;
  let client: mongoose.mongo.MongoClient;
  let browser: ApiSession;
  const applications = () => client.db().collection<{ _id: string; editing?: unknown }>('applications');

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
});
