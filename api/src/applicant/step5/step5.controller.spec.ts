import { MESSAGES, isoYearsBefore } from '@evisa/contracts';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { STEP5, TODAY, isoDaysFrom, newApplication, step, storedRecord } from '../steps/step-fixtures';

const YEAR = Number(TODAY.slice(0, 4));
const PREVIOUS_VISIT = {
  visitedIndiaBefore: 'yes',
  visitedIndiaBeforeAddrss: 'Hotel Taj, Mumbai',
  visitedIndiaBeforeCitiesVisitedInIndia: 'Mumbai, Goa',
  visitedIndiaBefore_Last_current_ValidVisaNo: 'VA1234567',
  visitedIndiaBeforeTypeOfVisa: 'e-Tourist',
  visitedIndiaBeforePlaceOfVisa: 'London',
  visitedIndiaBeforeDateOfIssue: isoYearsBefore(TODAY, 3),
};

describe('step 5: applicationSubmitStep5 (HTTP, real database)', () => {
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

  const save = (body: Record<string, unknown>, draft = false) => browser.patch(step(5, id, draft), body);

  it('saves the visit history, SAARC visits and references', async () => {
    const saarc = { saarcCountries: 'yes', saarcDetails: [{ country: 'NP', year: YEAR - 1, visits: 2 }, { country: 'LK', year: String(YEAR), visits: '1' }] };
    const { status, body } = await save({ ...STEP5, ...PREVIOUS_VISIT, ...saarc });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 200, data: { uniqueId: id } });
    const record = await storedRecord(browser, id);
    const { saarcDetails: _none, ...answers } = STEP5;
    expect(record).toMatchObject({ ...answers, ...PREVIOUS_VISIT, saarcCountries: 'yes' });
    expect(record.saarcDetails).toEqual([{ country: 'NP', year: YEAR - 1, visits: 2 }, { country: 'LK', year: YEAR, visits: 1 }]);
    expect(record.completedSteps).toEqual(['step1', 'step5']);
  });

  it('answers an empty form with each reference message', async () => {
    const { status, body } = await save({});
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      referenceNameIndia: MESSAGES.referenceNameIndiaRequired,
      referenceAddressIndia: MESSAGES.referenceAddressIndiaRequired,
      referencePhoneIndia: MESSAGES.referencePhoneIndiaRequired,
      referenceNameHome: MESSAGES.referenceNameHomeRequired,
      referenceAddressHome: MESSAGES.referenceAddressHomeRequired,
      referencePhoneHome: MESSAGES.referencePhoneHomeRequired,
    });
  });

  it.each([
    ['an Indian reference phone of 9 digits', { referencePhoneIndia: '98765 4321' }, { referencePhoneIndia: MESSAGES.invalidPhone }],
    ['a home reference phone of 16 digits', { referencePhoneHome: '1234567890123456' }, { referencePhoneHome: MESSAGES.invalidPhone }],
    ['SAARC visits without any entry', { saarcCountries: 'yes', saarcDetails: [] }, { saarcDetails: MESSAGES.saarcVisitRequired }],
    [
      'a SAARC entry without country and year, and no visits',
      { saarcCountries: 'yes', saarcDetails: [{ country: '', year: '', visits: 0 }] },
      { 'saarcDetails.0.country': MESSAGES.countryRequired, 'saarcDetails.0.year': MESSAGES.yearRequired, 'saarcDetails.0.visits': MESSAGES.invalidVisits },
    ],
    [
      'a previous visit without its details',
      { visitedIndiaBefore: 'yes' },
      Object.fromEntries(Object.keys(PREVIOUS_VISIT).filter((f) => f !== 'visitedIndiaBefore').map((f) => [f, MESSAGES.required])),
    ],
    ['a previous visa issued in the future', { ...PREVIOUS_VISIT, visitedIndiaBeforeDateOfIssue: isoDaysFrom(TODAY, 1) }, { visitedIndiaBeforeDateOfIssue: MESSAGES.dateInFuture }],
    ['a refusal without details', { visaRefused: 'yes' }, { visaRefusedByWhomDetails: MESSAGES.detailsRequired }],
  ])('refuses %s with the spec message', async (_case, change, errors) => {
    const { status, body } = await save({ ...STEP5, ...change });
    expect(status).toBe(400);
    expect(body.errors).toEqual(errors);
  });

  it("empties the SAARC list and drops the previous visit when the answers are 'no'", async () => {
    await save({ ...STEP5, ...PREVIOUS_VISIT, saarcCountries: 'yes', saarcDetails: [{ country: 'NP', year: YEAR, visits: 1 }] });
    await save({ ...STEP5, visitedIndiaBefore: 'no', saarcCountries: 'no', saarcDetails: [{ country: 'NP', year: YEAR, visits: 1 }] });
    const record = await storedRecord(browser, id);
    expect(record.saarcDetails).toEqual([]);
    expect(record.visitedIndiaBeforeAddrss).toBeUndefined();
  });

  it('rejects unknown fields, also inside SAARC entries', async () => {
    expect((await save({ ...STEP5, mainImg: 'x.png' })).status).toBe(400);
    const nested = await save({ ...STEP5, saarcCountries: 'yes', saarcDetails: [{ country: 'NP', year: YEAR, visits: 1, note: 'x' }] });
    expect(nested.status).toBe(400);
    expect(Object.keys(nested.body.errors)).toEqual(['saarcDetails.0.note']);
  });

  it('refuses a negative number of visits, in a draft too (the description says at least 0)', async () => {
    const draft = await save({ saarcCountries: 'yes', saarcDetails: [{ country: 'NP', year: YEAR, visits: -1 }] }, true);
    expect(draft.status).toBe(400);
    expect(Object.keys(draft.body.errors)).toEqual(['saarcDetails.0.visits']);
  });

  it('hands a multipart request to the photograph step', async () => {
    const { status, body } = await browser.request('PATCH', step(5, id), new FormData());
    expect(status).toBe(400);
    expect(body.errors).toEqual({ mainImg: MESSAGES.imageRequired });
    expect((await storedRecord(browser, id)).completedSteps).toEqual(['step1']);
  });

  it('refuses another browser, for visit details and photo alike', async () => {
    const stranger = new ApiSession(app.url);
    expect((await stranger.patch(step(5, id), STEP5)).status).toBe(403);
    const form = new FormData();
    form.append('mainImg', new Blob([new Uint8Array(10)], { type: 'image/png' }), 'me.png');
    expect((await stranger.request('PATCH', step(5, id), form)).status).toBe(403);
  });

  it('save and exit keeps valid answers and skips an invalid SAARC list', async () => {
    const { body } = await save({ referenceNameIndia: 'Ravi', saarcCountries: 'yes', saarcDetails: [{ country: 'NP', year: 1990, visits: 1 }] }, true);
    expect(body.data.skippedFields).toEqual(['saarcDetails']);
    const record = await storedRecord(browser, id);
    expect(record).toMatchObject({ referenceNameIndia: 'Ravi', saarcCountries: 'yes' });
    expect(record.completedSteps).toEqual(['step1']);
  });
});
