import mongoose from 'mongoose';
import { startSecurityApp, type SecurityApp } from '../security/security-app';
import { applicationThrough, step, STEP3, STEP5 } from '../steps/step-fixtures';
import { ApiSession } from '../testing/api-session';
import { ApplicationsRepository } from './applications.repository';

/**
 * ApplicationsRepository.saveStep writes through the driver, not mongoose's query: what mongoose's casting and
 * strict mode gave (types as the schema stores them, updatedAt, no unknown fields) is checked on the stored
 * document itself.
 */
describe('step save storage (real database)', () => {
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

  it('stores flags as booleans and SAARC counts as numbers, and moves updatedAt but not createdAt', async () => {
    const id = await applicationThrough(browser, 4);
    const before = await applications().findOne({ _id: id });
    const saarc = { saarcCountries: 'yes', saarcDetails: [{ country: 'NP', year: String(new Date().getFullYear()), visits: '2' }] };
    expect((await browser.patch(step(3, id), { ...STEP3, sameAsPermanent: 'true' })).status).toBe(200);
    expect((await browser.patch(step(5, id), { ...STEP5, ...saarc })).status).toBe(200);

    const stored = await applications().findOne({ _id: id });
    expect(stored?.sameAsPermanent).toBe(true);
    expect(stored?.saarcDetails).toEqual([{ country: 'NP', year: new Date().getFullYear(), visits: 2 }]);
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
