import { MESSAGES, STEP3_REQUIRED_FIELDS } from '@evisa/contracts';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { STEP2, STEP3, applicationThrough, step, storedRecord } from '../steps/step-fixtures';

const MILITARY = ['forceOrganizationName', 'forceOrganizationDesignation', 'forceOrganizationRank', 'forceorganizationPlace'];
const SPOUSE = { spouseName: 'Sam Smith', SpouseNationality: 'GB', SpousePrevNationality: '', SpouseBirthPlace: 'Hull', SpouseCtryOfBirth: 'GB' };

describe('step 3: applicationSubmitStep3 (HTTP, real database)', () => {
  let app: TestApp;
  let browser: ApiSession;
  let id: string;
  beforeAll(async () => {
    app = await startTestApp();
  });
  beforeEach(async () => {
    browser = new ApiSession(app.url);
    id = await applicationThrough(browser, 2);
  });
  afterAll(() => app.close());

  const save = (body: Record<string, unknown>, draft = false) => browser.patch(step(3, id, draft), body);

  it('saves the step and leaves steps 1 and 2 untouched', async () => {
    const { status, body } = await save(STEP3);
    expect(status).toBe(200);
    expect(body.data).toEqual({ uniqueId: id });
    const record = await storedRecord(browser, id);
    expect(record).toMatchObject({ ...STEP3, ...STEP2, surname: 'Smith' });
    expect(record.completedSteps).toEqual(['step1', 'step2', 'step3']);
  });

  it('answers an empty form with the required message under every required field', async () => {
    const { status, body } = await save({});
    expect(status).toBe(400);
    expect(body.errors).toEqual(Object.fromEntries(STEP3_REQUIRED_FIELDS.map((field) => [field, MESSAGES.required])));
  });

  it.each([
    ['a present phone of 6 digits', { presentPhoneNo: '123456' }, { presentPhoneNo: MESSAGES.invalidPhone }],
    ['a mobile of 9 digits', { presentMobileNo: '123 456 789' }, { presentMobileNo: MESSAGES.invalidMobile }],
    ['military service without its details', { inMilitaryOrganization: 'Yes' }, Object.fromEntries(MILITARY.map((f) => [f, MESSAGES.militaryFieldRequired]))],
    ['Pakistani grandparents without details', { grandparentPakistani: 'Yes' }, { grandparentPakistaniYes: MESSAGES.detailsRequired }],
  ])('refuses %s with the spec message', async (_case, change, errors) => {
    const { status, body } = await save({ ...STEP3, ...change });
    expect(status).toBe(400);
    expect(body.errors).toEqual(errors);
  });

  it('keeps the spouse when married and removes the spouse when single again', async () => {
    await save({ ...STEP3, maritalStatus: 'Married', ...SPOUSE, inMilitaryOrganization: 'Yes', ...Object.fromEntries(MILITARY.map((f) => [f, 'Navy'])) });
    let record = await storedRecord(browser, id);
    expect(record).toMatchObject({ spouseName: 'Sam Smith', forceOrganizationRank: 'Navy' });
    expect(record.SpousePrevNationality).toBeUndefined();

    await save({ ...STEP3, ...SPOUSE });
    record = await storedRecord(browser, id);
    expect(record.spouseName).toBeUndefined();
    expect(record.forceOrganizationRank).toBeUndefined();
    expect(record.inMilitaryOrganization).toBe('No');
  });

  it('leaves a consistent record after two quick saves of the step', async () => {
    const first = { ...STEP3, presentHouseNo: '1', employerName: 'First Ltd' };
    const second = { ...STEP3, presentHouseNo: '2', employerName: 'Second Ltd', maritalStatus: 'Married', ...SPOUSE };
    const answers = await Promise.all([save(first), save(second)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const record = await storedRecord(browser, id);
    const winner = record.presentHouseNo === '1' ? first : second;
    expect(record).toMatchObject({ employerName: winner.employerName, maritalStatus: winner.maritalStatus });
    expect(record.spouseName).toBe(winner === second ? 'Sam Smith' : undefined);
  });

  it('rejects unknown fields and refuses another browser', async () => {
    expect((await save({ ...STEP3, $where: 'sleep(1000)' })).status).toBe(400);
    const stranger = await new ApiSession(app.url).patch(step(3, id), STEP3);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(MESSAGES.accessDenied);
  });

  it('save and exit stores valid answers without completing the step', async () => {
    const { body } = await save({ presentHouseNo: '7', presentMobileNo: '123' }, true);
    expect(body.data.skippedFields).toEqual(['presentMobileNo']);
    const record = await storedRecord(browser, id);
    expect(record.presentHouseNo).toBe('7');
    expect(record.completedSteps).not.toContain('step3');
  });
});
