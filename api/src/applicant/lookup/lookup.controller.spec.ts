import { MESSAGES, todayIso } from '@evisa/contracts';
import { amountToPay } from '@evisa/reference-data';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { STEP1, applicationThrough, readPath, step } from '../steps/step-fixtures';

const FIND = '/visaapplication/findApplication';

describe('lookup: resume by number and date of birth (HTTP, real database)', () => {
  let app: TestApp;
  let owner: ApiSession;
  let id: string;
  beforeAll(async () => {
    app = await startTestApp();
    owner = new ApiSession(app.url);
    id = await applicationThrough(owner, 2);
  });
  afterAll(() => app.close());

  it('finds the application from another browser by number and date of birth, and grants that browser access', async () => {
    const other = new ApiSession(app.url);
    expect((await other.get(readPath(id))).status).toBe(403);

    const { status, body } = await other.post(FIND, { applicationId: id, dateOfBirth: STEP1.dateOfBirth });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ uniqueId: id, applicationType: 'normal', portOfArrival: 'delhi-airport', status: 'draft', nextStep: 'step3' });
    expect(body.data.completedSteps).toEqual(['step1', 'step2']);
    expect(body.data.amountToPay.currency).toBe('USD');

    const read = await other.get(readPath(id));
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ uniqueId: id, surname: STEP1.surname });
  });

  it('answers, byte for byte, what the whole application gives: it reads only the fields its answer needs', async () => {
    const browser = new ApiSession(app.url);
    const fresh = await applicationThrough(browser, 3);
    const whole = (await browser.get(readPath(fresh))).body.data;
    const found = await fetch(`${app.url}${FIND}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationId: fresh, dateOfBirth: STEP1.dateOfBirth }),
    });
    const data = {
      uniqueId: fresh,
      applicationType: whole.applicationType,
      portOfArrival: whole.portOfArrival,
      amountToPay: amountToPay(whole, todayIso()),
      status: whole.status,
      completedSteps: whole.completedSteps,
      nextStep: 'step4',
      stage: null,
    };
    expect(await found.text()).toBe(JSON.stringify({ status: 200, message: 'Application found', data }));
  });

  it('accepts the number as typed from paper: lower case, spaces and dashes', async () => {
    const typed = `${id.slice(0, 5).toLowerCase()} ${id.slice(5, 10)}-${id.slice(10)}`;
    const { status, body } = await new ApiSession(app.url).post(FIND, { applicationId: typed, dateOfBirth: STEP1.dateOfBirth });
    expect(status).toBe(200);
    expect(body.data.uniqueId).toBe(id);
  });

  it('gives a wrong date of birth and an unknown number the same 404 answer, and no access', async () => {
    const stranger = new ApiSession(app.url);
    const wrongBirth = await stranger.post(FIND, { applicationId: id, dateOfBirth: '1970-01-01' });
    const unknown = await stranger.post(FIND, { applicationId: 'IN0000000000000', dateOfBirth: STEP1.dateOfBirth });
    const garbage = await stranger.post(FIND, { applicationId: 'not a number', dateOfBirth: STEP1.dateOfBirth });
    expect(wrongBirth.status).toBe(404);
    expect(wrongBirth.body).toEqual({ status: 404, message: MESSAGES.applicationNotFound, err: MESSAGES.applicationNotFound, errors: {}, errorKeys: {} });
    expect(unknown.body).toEqual(wrongBirth.body);
    expect(garbage.body).toEqual(wrongBirth.body);
    expect(wrongBirth.headers.getSetCookie()).toEqual([]);
    expect((await stranger.get(readPath(id))).status).toBe(403);
  });

  it('asks for both the number and the date of birth', async () => {
    const { status, body } = await new ApiSession(app.url).post(FIND, {});
    expect(status).toBe(400);
    expect(body.errors).toEqual({ applicationId: MESSAGES.required, dateOfBirth: MESSAGES.required });
    expect(body.errorKeys).toEqual({ applicationId: 'required', dateOfBirth: 'required' });
  });

  it('lets the browser that holds access look the application up by number alone (payment page)', async () => {
    const { status, body } = await owner.post(`${FIND}?applicationId=${id}`);
    expect(status).toBe(200);
    expect(body.data.uniqueId).toBe(id);
  });

  it('continues at the first step not yet complete: a save and exit does not complete a step', async () => {
    const browser = new ApiSession(app.url);
    const fresh = await applicationThrough(browser, 3);
    await browser.patch(step(4, fresh, true), { placeVisited1: 'Agra' });
    const { body } = await new ApiSession(app.url).post(FIND, { applicationId: fresh, dateOfBirth: STEP1.dateOfBirth });
    expect(body.data.nextStep).toBe('step4');
  });

  it('refuses GET application without access, whether or not the id exists', async () => {
    const stranger = new ApiSession(app.url);
    const known = await stranger.get(readPath(id));
    const unknown = await stranger.get(readPath('IN0000000000000'));
    expect(known.status).toBe(403);
    expect(known.body.message).toBe(MESSAGES.accessDenied);
    expect(unknown.body).toEqual(known.body);
  });
});
