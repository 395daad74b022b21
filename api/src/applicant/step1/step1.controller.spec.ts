import { MESSAGES, STEP1_REQUIRED_FIELDS, isoYearsBefore } from '@evisa/contracts';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import {
  BUSINESS_MEETING,
  BUSINESS_MEETING_SECTION,
  STEP1,
  STEP2,
  STEP4,
  TODAY,
  applicationThrough,
  isoDaysFrom,
  newApplication,
  readPath,
  step,
  storedRecord,
} from '../steps/step-fixtures';

describe('step 1: newApplication and applicationSubmitStep1 (HTTP, real database)', () => {
  let app: TestApp;
  let browser: ApiSession;
  beforeAll(async () => {
    app = await startTestApp();
  });
  beforeEach(() => {
    browser = new ApiSession(app.url);
  });
  afterAll(() => app.close());

  const create = (body: Record<string, unknown>) => browser.post('/visaapplication/newApplication', body);

  it('creates the application, answers its id and message, and lets this browser read it back', async () => {
    const { status, body, headers } = await create(STEP1);
    expect(status).toBe(200);
    const id = body.data.uniqueId;
    expect(id).toMatch(/^IN[0-9A-Z]{13}$/);
    expect(body).toMatchObject({ status: 200, message: `Application saved. Your temporary application ID is ${id}.` });
    expect(headers.getSetCookie().join(';')).toMatch(/evisa_access=.*HttpOnly/i);

    const record = await storedRecord(browser, id);
    expect(record).toMatchObject({ ...STEP1, uniqueId: id, status: 'draft', completedSteps: ['step1'] });
    expect(record.amountToPay).toMatchObject({ currency: 'USD', serviceFee: 49 });
    expect(record.amountToPay.total).toBeGreaterThan(49);
  });

  it('answers an empty form with "This field is required" under every required field', async () => {
    const { status, body } = await create({});
    expect(status).toBe(400);
    for (const field of STEP1_REQUIRED_FIELDS) expect(body.errors[field]).toBe(MESSAGES.required);
    expect(body.errorKeys.surname).toBe('required');
    expect(body.message).toBe(MESSAGES.correctHighlightedErrors);
  });

  it.each([
    ['serviceSubCategory', { serviceSubCategory: '', serviceSubCat_subCategory: '' }, MESSAGES.selectServiceSubCategory],
    ['serviceSubCat_subCategory', { serviceSubCat_subCategory: '' }, MESSAGES.selectServiceSubCategory],
    ['email', { email: 'anna.example.com', confirmEmail: 'anna.example.com' }, MESSAGES.invalidEmail],
    ['confirmEmail', { confirmEmail: 'other@example.com' }, MESSAGES.emailsDoNotMatch],
    ['contactNo', { contactNo: '12345' }, MESSAGES.invalidContactNumber],
    ['contactNo', { contactNo: '1234567890123456' }, MESSAGES.invalidContactNumber],
    ['expectedArrival', { expectedArrival: TODAY }, MESSAGES.arrivalNotInFuture],
    ['expectedArrival', { expectedArrival: isoDaysFrom(TODAY, 3) }, MESSAGES.arrivalTooSoon],
    ['expectedArrival', { expectedArrival: isoDaysFrom(TODAY, 121) }, MESSAGES.arrivalTooFar],
    ['dateOfBirth', { dateOfBirth: isoDaysFrom(isoYearsBefore(TODAY, 18), 1) }, MESSAGES.underage],
    ['dateOfBirth', { dateOfBirth: isoDaysFrom(TODAY, 1) }, MESSAGES.birthDateInFuture],
    ['dateOfBirth', { dateOfBirth: '2001-02-30' }, MESSAGES.invalidDate],
    ['nationality', { nationality: 'CN' }, MESSAGES.nationalityNotEligible],
    ['nationality', { nationality: 'PK' }, MESSAGES.nationalityNotEligible],
    ['portOfArrival', { portOfArrival: 'atlantis-airport' }, MESSAGES.invalidOption],
    ['givenName', { givenName: '<b>Anna</b>' }, MESSAGES.invalidName],
    ['surname', { surname: 'Smith\nBcc: x@example.com' }, MESSAGES.invalidName],
    ['surname', { surname: 'Smith\u0000\u202Egpj.exe' }, MESSAGES.invalidCharacters],
  ])('refuses a bad %s with the spec message', async (field, change, message) => {
    const { status, body } = await create({ ...STEP1, ...change });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ [field]: message });
  });

  it('accepts names of any script as passports print them', async () => {
    const { status, body } = await create({ ...STEP1, surname: "O'Brien-Nguyễn", givenName: 'Anna Maria St. Clair' });
    expect(status).toBe(200);
    expect(await storedRecord(browser, body.data.uniqueId)).toMatchObject({ surname: "O'Brien-Nguyễn", givenName: 'Anna Maria St. Clair' });
  });

  it('rejects fields that are not step-1 fields and stores nothing', async () => {
    const { status, body } = await create({ ...STEP1, status: 'paid' });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['status']);
  });

  it('edits step 1 with the same rules, keeping every other step as it was', async () => {
    const id = await applicationThrough(browser, 2);
    const refused = await browser.patch(step(1, id), { ...STEP1, email: 'not-an-email', confirmEmail: 'not-an-email' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ email: MESSAGES.invalidEmail });

    const saved = await browser.patch(step(1, id), { ...STEP1, surname: 'Jones', applicationType: 'urgent' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ uniqueId: id });
    const record = await storedRecord(browser, id);
    expect(record).toMatchObject({ ...STEP2, surname: 'Jones', applicationType: 'urgent' });
    expect(record.completedSteps).toEqual(['step1', 'step2']);
    expect(record.amountToPay.serviceFee).toBe(89);
  });

  it('removes the old purpose section and reopens step 4 when the sub-category changes', async () => {
    const id = await newApplication(browser, BUSINESS_MEETING);
    expect((await browser.patch(step(4, id), { ...STEP4, ...BUSINESS_MEETING_SECTION })).status).toBe(200);
    expect((await storedRecord(browser, id)).completedSteps).toContain('step4');

    const sameSection = await browser.patch(step(1, id), { ...STEP1, ...BUSINESS_MEETING, surname: 'Jones' });
    expect(sameSection.status).toBe(200);
    let record = await storedRecord(browser, id);
    expect(record.completedSteps).toContain('step4');
    expect(record.buzMeet_DetIndFirmName).toBe('Bharat Traders');

    expect((await browser.patch(step(1, id), STEP1)).status).toBe(200);
    record = await storedRecord(browser, id);
    expect(record.completedSteps).not.toContain('step4');
    expect(record.buzMeet_DetIndFirmName).toBeUndefined();
    expect(record.placeVisited1).toBe(STEP4.placeVisited1);
  });

  it('refuses the edit to another browser, and an unknown id, with the same answer', async () => {
    const id = await newApplication(browser);
    const stranger = new ApiSession(app.url);
    const other = await stranger.patch(step(1, id), STEP1);
    const unknown = await stranger.patch(step(1, 'IN0000000000000'), STEP1);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(MESSAGES.accessDenied);
    expect(unknown.body).toEqual(other.body);
    expect((await stranger.get(readPath(id))).status).toBe(403);
  });
});
