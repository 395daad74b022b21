import { MESSAGES } from '@evisa/contracts';
import { SECURITY_QUESTIONS } from '@evisa/reference-data';
import { applicationThrough, step, storedRecord } from '../steps/step-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';

const ALL_NO = Object.fromEntries(SECURITY_QUESTIONS.map(({ key }) => [key, 'No']));

describe('security questions: PATCH applicationSubmitStep7 (HTTP, real database)', () => {
  let app: TestApp;
  let session: ApiSession;
  let id: string;

  beforeAll(async () => {
    app = await startTestApp();
    session = new ApiSession(app.url);
    id = await applicationThrough(session, 2);
  });
  afterAll(() => app.close());

  const save = (body: Record<string, unknown>) => session.patch(step(7, id), body);

  it('saves six answers and the accepted declaration', async () => {
    const response = await save({ ...ALL_NO, declaration: true });
    expect(response.status).toBe(200);
    expect(response.body.data.uniqueId).toBe(id);
    const record = await storedRecord(session, id);
    expect(record).toMatchObject({ ...ALL_NO, declaration: true });
    expect(record.completedSteps).toContain('questions');
  });

  it('accepts the whole stored record with the answers (spec 7) and writes only the questions', async () => {
    const stored = await storedRecord(session, id);
    const response = await save({ ...stored, ...ALL_NO, declaration: true, surname: 'Changed', status: 'paid', passportNumber: 'X0000000' });
    expect(response.status).toBe(200);
    const record = await storedRecord(session, id);
    expect(record).toMatchObject({ ...ALL_NO, declaration: true, surname: stored.surname, status: stored.status, passportNumber: stored.passportNumber });
    expect(await save({ ...stored, ...ALL_NO, declaration: true, notAField: 'x' })).toMatchObject({ status: 400, body: { errors: { notAField: expect.any(String) } } });
  });

  it('needs the declaration', async () => {
    const response = await save({ ...ALL_NO, declaration: false });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ declaration: MESSAGES.declarationRequired });
  });

  it('needs every answer, and details for each Yes', async () => {
    const response = await save({ ...ALL_NO, arrested: undefined, asylum: 'Yes', givenDetailasylum: '   ', declaration: true });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ arrested: MESSAGES.required, givenDetailasylum: MESSAGES.detailsRequired });
    expect(response.body.errorKeys).toEqual({ arrested: 'required', givenDetailasylum: 'detailsRequired' });
  });

  it('keeps the details of a Yes, and drops them when the answer becomes No', async () => {
    expect((await save({ ...ALL_NO, deported: 'Yes', givenDetaildeported: ' Refused entry to X in 2015. ', declaration: true })).status).toBe(200);
    expect(await storedRecord(session, id)).toMatchObject({ deported: 'Yes', givenDetaildeported: 'Refused entry to X in 2015.' });
    expect((await save({ ...ALL_NO, givenDetaildeported: 'left over', declaration: true })).status).toBe(200);
    const record = await storedRecord(session, id);
    expect(record.deported).toBe('No');
    expect(record.givenDetaildeported).toBeUndefined();
  });

  it('refuses answers other than Yes or No, and fields that are not fields of the record', async () => {
    expect((await save({ ...ALL_NO, cyberCrime: 'Maybe', declaration: true })).body.errors).toEqual({ cyberCrime: MESSAGES.invalidOption });
    expect((await save({ ...ALL_NO, declaration: true, paid: true })).status).toBe(400);
  });

  it('refuses a browser without access to the application', async () => {
    const response = await new ApiSession(app.url).patch(step(7, id), { ...ALL_NO, declaration: true });
    expect(response.status).toBe(403);
  });
});
