import { expect, test } from '@playwright/test';
import { MESSAGES } from '@evisa/contracts';
import texts from '../locales/en/application.json';
import journeyTexts from '@evisa/i18n/locales/en/journey.json';
import { applicantAnswers, displayDate, type ApplicationKind } from '../../libs/testing/e2e/application/applicant-data';
import { completeStep, createFromStep1, fieldByLabel, fillFields, idInUrl, numberIssued } from '../../libs/testing/e2e/application/fill-steps';

// A journey fills some 80 fields through five pages: room for a loaded CI machine.
test.describe.configure({ timeout: 120_000 });

const JOURNEYS: { kind: ApplicationKind; title: string; section?: string }[] = [
  { kind: 'tourist30', title: 'a tourist (30 days) completes steps 1 to 5 @phone' },
  { kind: 'businessMeeting', title: 'a business meeting completes steps 1 to 5', section: 'Business Meetings' },
  { kind: 'medical', title: 'a medical treatment completes steps 1 to 5', section: 'Short-term Medical Treatment of Self' },
  { kind: 'conference', title: 'a conference completes steps 1 to 5', section: 'Attending a Conference' },
  { kind: 'sports', title: 'a sports event completes steps 1 to 5', section: 'Sports Activity' },
];

for (const { kind, title, section } of JOURNEYS) {
  test(title, async ({ page }) => {
    const answers = applicantAnswers(kind);
    await page.goto('/Apply');
    await expect(page.getByRole('heading', { level: 1, name: texts.step1.title })).toBeVisible();
    await fillFields(page, answers.step1);
    await page.getByRole('button', { name: texts.step1.submit }).click();
    // The number, to copy or print before leaving step 1.
    await expect(numberIssued(page)).toContainText(/IN[0-9A-Z]{13}/);
    const id = /IN[0-9A-Z]{13}/.exec((await numberIssued(page).textContent()) ?? '')![0];
    await expect(page.getByRole('status').filter({ hasText: `Application saved. Your temporary application ID is ${id}.` })).toBeVisible();
    await numberIssued(page).getByRole('button', { name: texts.numberIssued.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/Apply2/${id}$`));

    // Step 2 carries step 1's answers read-only and shows the temporary ID.
    await expect(page.getByText(journeyTexts.applicationId.label, { exact: true })).toBeVisible();
    await expect(page.getByText(id, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: displayDate(answers.step1.dateOfBirth) })).toBeVisible();
    await completeStep(page, 2, answers);
    await completeStep(page, 3, answers);

    if (section) await expect(page.getByRole('group', { name: section })).toBeVisible();
    else await expect(page.getByText(texts.purpose.description)).toHaveCount(0);
    await completeStep(page, 4, answers);
    await completeStep(page, 5, answers);
    expect(idInUrl(page)).toBe(id);

    // Every answer is stored: each step shows it again when opened by id.
    await page.goto(`/Apply4/${id}`);
    await expect(fieldByLabel(page, 'placeVisited1')).toHaveValue('Agra');
    const [firstPurposeField, firstPurposeAnswer] = Object.entries(answers.step4).at(-1)!;
    if (section) await expect(page.locator(`[id="field-${firstPurposeField}"]`).first()).toHaveValue(firstPurposeAnswer);
  });
}

test('a reload on any step loses nothing already saved, and Modify/Edit of step 1 keeps the other steps', async ({ page }) => {
  const answers = applicantAnswers('tourist30', 'Reload');
  await page.goto('/Apply');
  await completeStep(page, 1, answers);
  await completeStep(page, 2, answers);
  const id = idInUrl(page);
  await page.reload();
  await page.goto(`/Apply2/${id}`);
  await expect(fieldByLabel(page, 'cityOfBirth')).toHaveValue('Leeds');

  await page.goto(`/apply1/${id}`);
  await expect(fieldByLabel(page, 'surname')).toHaveValue('Reload');
  await fieldByLabel(page, 'givenName').fill('Annie');
  await page.getByRole('button', { name: texts.step1.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/Apply2/${id}$`, 'i'));
  await expect(page.getByRole('definition').filter({ hasText: 'Annie' })).toBeVisible();
  await expect(fieldByLabel(page, 'passportNumber')).toHaveValue(answers.step2.passportNumber);
});

test('a save that cannot reach the server keeps the answers and says so', async ({ page }) => {
  const answers = applicantAnswers('tourist30');
  await page.goto('/Apply');
  await fillFields(page, answers.step1);
  await page.route('**/api/visaapplication/newApplication', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: texts.step1.submit }).click();
  // The page's notice and the toast name the lost connection; 'Some Error Happens!!' is for an answer that is not 200.
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.connectionLost })).toHaveCount(2);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.someErrorHappens })).toHaveCount(0);
  await expect(fieldByLabel(page, 'surname')).toHaveValue('Smith');
  await page.unroute('**/api/visaapplication/newApplication');
  await createFromStep1(page);
  // The toast of the failure does not follow to step 2.
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.connectionLost })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toast after step 1 hides nothing: it sits in the page above the title', async ({ page }) => {
    await page.goto('/Apply');
    await fillFields(page, applicantAnswers('tourist30').step1);
    await page.getByRole('button', { name: texts.step1.submit }).click();
    await expect(numberIssued(page)).toBeVisible();
    const toast = page.locator('.toast').filter({ hasText: 'Application saved.' });
    await expect(toast).toBeVisible();
    const title = page.getByRole('heading', { level: 1 });
    const [toastBox, titleBox] = [await toast.boundingBox(), await title.boundingBox()];
    expect(toastBox && titleBox && toastBox.y + toastBox.height <= titleBox.y).toBe(true);
    expect(await toast.evaluate((element) => getComputedStyle(element.parentElement!).position)).toBe('static');
  });
});
