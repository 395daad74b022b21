import { MESSAGES } from '@evisa/contracts';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import {
  BUSINESS_MEETING,
  BUSINESS_MEETING_SECTION,
  CONFERENCE,
  SPORTS,
  SPORTS_SECTION,
  STEP1,
  STEP4,
  TODAY,
  isoDaysFrom,
  newApplication,
  step,
  storedRecord,
} from '../steps/step-fixtures';

describe('step 4: applicationSubmitStep4 (HTTP, real database)', () => {
  let app: TestApp;
  let browser: ApiSession;
  beforeAll(async () => {
    app = await startTestApp();
  });
  beforeEach(() => {
    browser = new ApiSession(app.url);
  });
  afterAll(() => app.close());

  const save = (id: string, body: Record<string, unknown>, draft = false) => browser.patch(step(4, id, draft), body);

  it('saves the visit plan of a tourist, who has no purpose section', async () => {
    const id = await newApplication(browser);
    const { status, body } = await save(id, STEP4);
    expect(status).toBe(200);
    expect(body.data).toEqual({ uniqueId: id });
    const record = await storedRecord(browser, id);
    expect(record).toMatchObject(STEP4);
    expect(record.completedSteps).toEqual(['step1', 'step4']);
  });

  it("refuses a 'draft' other than 'true', saving nothing (no value is read as a draft or as a complete save)", async () => {
    const id = await newApplication(browser);
    for (const draft of ['', 'false', 'TRUE', '1']) {
      const { status, body } = await browser.patch(`${step(4, id)}&draft=${draft}`, STEP4);
      expect([draft, status, body.errors]).toEqual([draft, 400, { draft: "must be 'true' or left out" }]);
    }
    expect((await storedRecord(browser, id)).completedSteps).toEqual(['step1']);
    expect((await save(id, STEP4, true)).status).toBe(200);
  });

  it('answers an empty tourist form with the place and port messages', async () => {
    const id = await newApplication(browser);
    const { status, body } = await save(id, {});
    expect(status).toBe(400);
    expect(body.errors).toEqual({ placeVisited1: MESSAGES.placeToVisitRequired, expectedPortOfExit: MESSAGES.required });
  });

  it('requires the business meeting section and stores it', async () => {
    const id = await newApplication(browser, BUSINESS_MEETING);
    const refused = await save(id, STEP4);
    expect(refused.status).toBe(400);
    const required = ['ApplicantsCompanyName', 'Address', 'PhNo', 'DetIndFirmName', 'IndFirmAddress', 'IndFrimPhNo'];
    expect(refused.body.errors).toEqual(Object.fromEntries(required.map((suffix) => [`buzMeet_${suffix}`, MESSAGES.required])));

    expect((await save(id, { ...STEP4, ...BUSINESS_MEETING_SECTION })).status).toBe(200);
    const record = await storedRecord(browser, id);
    const { buzMeet_IndFirmWebsite: emptyWebsite, ...given } = BUSINESS_MEETING_SECTION;
    expect(emptyWebsite).toBe('');
    expect(record).toMatchObject(given);
    expect(record).not.toHaveProperty('buzMeet_IndFirmWebsite');
  });

  it.each([
    ['a phone with too few digits', { buzMeet_IndFrimPhNo: '12345' }, { buzMeet_IndFrimPhNo: MESSAGES.invalidPhone }],
  ])('refuses %s in the business section', async (_case, change, errors) => {
    const id = await newApplication(browser, BUSINESS_MEETING);
    const { body } = await save(id, { ...STEP4, ...BUSINESS_MEETING_SECTION, ...change });
    expect(body.errors).toEqual(errors);
  });

  it.each([
    ['a start date in the past', { sportsAct_eventStartDate: isoDaysFrom(TODAY, -1) }, { sportsAct_eventStartDate: MESSAGES.dateInPast }],
    ['an end before the start', { sportsAct_eventEndDate: isoDaysFrom(TODAY, 34) }, { sportsAct_eventEndDate: MESSAGES.endBeforeStart }],
    ['a restricted area visit without details', { sportsAct_restrictedAreaVisit: 'Yes' }, { sportsAct_restrictedAreaDetails: MESSAGES.detailsRequired }],
    ['a PIN code of 5 digits', { sportsAct_pinCode: '11000' }, { sportsAct_pinCode: MESSAGES.invalidPinCode }],
    ['an invalid organizer e-mail', { sportsAct_emailId: 'organizer@' }, { sportsAct_emailId: MESSAGES.invalidEmail }],
  ])('refuses a sports event with %s', async (_case, change, errors) => {
    const id = await newApplication(browser, SPORTS);
    const { status, body } = await save(id, { ...STEP4, ...SPORTS_SECTION, ...change });
    expect(status).toBe(400);
    expect(body.errors).toEqual(errors);
  });

  it('refuses a conference that starts in the past', async () => {
    const id = await newApplication(browser, CONFERENCE);
    const { body } = await save(id, { ...STEP4, atendConf_startDate: isoDaysFrom(TODAY, -2) });
    expect(body.errors.atendConf_startDate).toBe(MESSAGES.dateInPast);
    expect(body.errors.atendConf_nameOfConference).toBe(MESSAGES.required);
  });

  it('stores only the section of the sub-category and removes any other', async () => {
    const id = await newApplication(browser, SPORTS);
    const { status } = await save(id, { ...STEP4, ...SPORTS_SECTION, buzMeet_DetIndFirmName: 'Stale Ltd', sportsAct_restrictedAreaDetails: 'hidden' });
    expect(status).toBe(200);
    const record = await storedRecord(browser, id);
    expect(record).toMatchObject(SPORTS_SECTION);
    expect(record.buzMeet_DetIndFirmName).toBeUndefined();
    expect(record.sportsAct_restrictedAreaDetails).toBeUndefined();
  });

  it('follows a sub-category changed on step 1: the new section is asked, the old one is gone', async () => {
    const id = await newApplication(browser, BUSINESS_MEETING);
    await save(id, { ...STEP4, ...BUSINESS_MEETING_SECTION });
    expect((await browser.patch(step(1, id), { ...STEP1, ...SPORTS })).status).toBe(200);
    expect((await save(id, STEP4)).body.errors.sportsAct_sportsEventName).toBe(MESSAGES.required);
    const record = await storedRecord(browser, id);
    expect(record.completedSteps).not.toContain('step4');
    expect(record.buzMeet_ApplicantsCompanyName).toBeUndefined();
  });

  it('rejects unknown fields and refuses another browser', async () => {
    const id = await newApplication(browser);
    expect((await save(id, { ...STEP4, placeVisited3: 'Goa' })).status).toBe(400);
    expect((await new ApiSession(app.url).patch(step(4, id), STEP4)).status).toBe(403);
  });
});
