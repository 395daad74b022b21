import { MESSAGES, isoYearsBefore } from '@evisa/contracts';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { STEP2, TODAY, isoDaysFrom, newApplication, step, storedRecord } from '../steps/step-fixtures';

const OTHER_PASSPORT = {
  otherPassport: 'true',
  otherPassportCountryOfIssue: 'IE',
  otherPassport_PassportNo: 'PX1234567',
  otherPassportDateOfIssue: isoYearsBefore(TODAY, 3),
  otherPassportPlaceOfIssue: 'Dublin',
  otherPassportNationaliyMentioned: 'IE',
};

describe('step 2: applicationSubmitStep2 (HTTP, real database)', () => {
  let app: TestApp;
  let browser: ApiSession;
  let id: string;
  beforeAll(async () => {
    app = await startTestApp();
  });
  beforeEach(async () => {
    browser = new ApiSession(app.url);
    id = await newApplication(browser);
  });
  afterAll(() => app.close());

  const save = (body: Record<string, unknown>, draft = false) => browser.patch(step(2, id, draft), body);

  it('saves the step, answers the id, and keeps step 1 as it was', async () => {
    const { status, body } = await save(STEP2);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 200, data: { uniqueId: id } });
    const record = await storedRecord(browser, id);
    expect(record).toMatchObject({ ...STEP2, surname: 'Smith', nationality: 'GB' });
    expect(record.completedSteps).toEqual(['step1', 'step2']);
  });

  it('stores the form flags as booleans and the other passport when it is held', async () => {
    expect((await save({ ...STEP2, ...OTHER_PASSPORT, nameChanged: 'true', previousSurname: 'Brown', previousName: 'Annie' })).status).toBe(200);
    const record = await storedRecord(browser, id);
    expect(record).toMatchObject({ nameChanged: true, otherPassport: true, previousSurname: 'Brown', otherPassportCountryOfIssue: 'IE' });
  });

  it('drops the answers their question hides, and removes them when the answer changes', async () => {
    await save({ ...STEP2, ...OTHER_PASSPORT, nameChanged: true, previousSurname: 'Brown', previousName: 'Annie' });
    expect((await save({ ...STEP2, ...OTHER_PASSPORT, otherPassport: false, previousSurname: 'Brown' })).status).toBe(200);
    const record = await storedRecord(browser, id);
    expect(record).toMatchObject({ nameChanged: false, otherPassport: false });
    expect(record.previousSurname).toBeUndefined();
    expect(record.otherPassport_PassportNo).toBeUndefined();
  });

  it('answers an empty form with the required message under each of its required fields', async () => {
    const { status, body } = await save({});
    expect(status).toBe(400);
    const required = ['gender', 'cityOfBirth', 'countryOfBirth', 'nationalId', 'religion', 'education', 'nationalityAcquired', 'livedInCountry', 'passportNumber', 'passportPlaceOfIssue', 'passportDateOfIssue', 'passportDateOfExpiry'];
    expect(body.errors).toEqual(Object.fromEntries(required.map((field) => [field, MESSAGES.required])));
  });

  it('refuses blank answers as missing', async () => {
    const { body } = await save({ ...STEP2, cityOfBirth: '   ' });
    expect(body.errors).toEqual({ cityOfBirth: MESSAGES.required });
  });

  it.each([
    ['a changed name without the previous names', { nameChanged: true }, { previousSurname: MESSAGES.previousSurnameRequired, previousName: MESSAGES.previousNameRequired }],
    ['naturalization without the previous nationality', { nationalityAcquired: 'By naturalization' }, { nationalityAcquiredDetails: MESSAGES.previousNationalityRequired }],
    [
      'another passport without its details',
      { otherPassport: 'true' },
      Object.fromEntries(['otherPassportCountryOfIssue', 'otherPassport_PassportNo', 'otherPassportDateOfIssue', 'otherPassportPlaceOfIssue', 'otherPassportNationaliyMentioned'].map((f) => [f, MESSAGES.required])),
    ],
    ['an issue date over 10 years ago', { passportDateOfIssue: isoDaysFrom(isoYearsBefore(TODAY, 10), -1) }, { passportDateOfIssue: MESSAGES.issueDateOutOfRange }],
    ['an issue date in the future', { passportDateOfIssue: isoDaysFrom(TODAY, 1) }, { passportDateOfIssue: MESSAGES.issueDateInFuture }],
    ['an expiry before the issue', { passportDateOfExpiry: isoDaysFrom(STEP2.passportDateOfIssue, -1) }, { passportDateOfExpiry: MESSAGES.expiryNotAfterIssue }],
    ['an other passport issued over 10 years ago', { ...OTHER_PASSPORT, otherPassportDateOfIssue: isoYearsBefore(TODAY, 11) }, { otherPassportDateOfIssue: MESSAGES.issueDateOutOfRange }],
    ['a gender not in the list', { gender: 'X' }, { gender: MESSAGES.invalidOption }],
  ])('refuses %s with the spec message', async (_case, change, errors) => {
    const { status, body } = await save({ ...STEP2, ...change });
    expect(status).toBe(400);
    expect(body.errors).toEqual(errors);
    expect((await storedRecord(browser, id)).completedSteps).toEqual(['step1']);
  });

  it('rejects fields that are not fields of the record', async () => {
    const { status, body } = await save({ ...STEP2, surnameOther: 'Other', completedStep: ['step5'] });
    expect(status).toBe(400);
    expect(Object.keys(body.errors).sort()).toEqual(['completedStep', 'surnameOther']);
  });

  it('save and exit keeps the valid answers only and leaves the step incomplete', async () => {
    const { status, body } = await save({ gender: 'FEMALE', cityOfBirth: 'Leeds', passportDateOfIssue: isoDaysFrom(TODAY, 5), religion: '' }, true);
    expect(status).toBe(200);
    expect(body.data).toEqual({ uniqueId: id, skippedFields: ['passportDateOfIssue'] });
    const record = await storedRecord(browser, id);
    expect(record).toMatchObject({ gender: 'FEMALE', cityOfBirth: 'Leeds' });
    expect(record.passportDateOfIssue).toBeUndefined();
    expect(record.religion).toBeUndefined();
    expect(record.completedSteps).toEqual(['step1']);
  });

  it('refuses another browser and an unknown id with the same answer', async () => {
    const stranger = new ApiSession(app.url);
    const other = await stranger.patch(step(2, id), STEP2);
    const unknown = await browser.patch(step(2, 'IN0000000000000'), STEP2);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MESSAGES.accessDenied);
    expect(unknown.body).toEqual(other.body);
  });

  it('accepts the whole stored record with the answers (spec 7) and writes only the step-2 fields', async () => {
    const stored = await storedRecord(browser, id);
    const echo = { ...stored, ...STEP2, surname: 'Changed', status: 'paid', completedSteps: ['step1', 'step2', 'step3'], failedPaymentAttempts: 2, mainImg: 'forged.jpg' };
    const { status } = await save(echo);
    expect(status).toBe(200);
    const record = await storedRecord(browser, id);
    expect(record).toMatchObject({ ...STEP2, surname: stored.surname, status: 'draft', completedSteps: ['step1', 'step2'], failedPaymentAttempts: 0 });
    expect(record.mainImg).toBeUndefined();
    expect(record.updatedAt).not.toBe(stored.updatedAt);
  });

  it('still refuses a field the record does not have, also beside the whole record', async () => {
    const stored = await storedRecord(browser, id);
    const { status, body } = await save({ ...stored, ...STEP2, isAdmin: true });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['isAdmin']);
    expect((await storedRecord(browser, id)).completedSteps).toEqual(['step1']);
  });
});
