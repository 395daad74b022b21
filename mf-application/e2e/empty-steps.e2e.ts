import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, STEP1_REQUIRED_FIELDS, STEP3_REQUIRED_FIELDS } from '@evisa/contracts';
import texts from '../locales/en/application.json';
import journeyTexts from '@evisa/i18n/locales/en/journey.json';
import { createApplicationThroughSteps } from './support/create-application';
import { fieldByLabel } from '../../libs/testing/e2e/application/fill-steps';
import { accessibilityViolations } from '../../libs/testing/e2e/accessibility';

/** Submits the form as it is and checks each field's message, the toast and the focused error summary. */
async function expectMessages(page: Page, button: string, expected: Record<string, string>) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: journeyTexts.errorSummary.title }) });
  await expect(summary).toBeFocused();
  // Its heading in view below the sticky header, even where the list is taller than the screen.
  const heading = await summary.getByRole('heading').boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(heading!.y + heading!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expect(summary.getByRole('link')).toHaveCount(Object.keys(expected).length);
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.correctHighlightedErrors })).toBeVisible();
  for (const [field, message] of Object.entries(expected)) {
    await expect(page.locator(`[id="field-${field}-error"]`), field).toHaveText(`Error: ${message}`);
  }
}

const required = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, MESSAGES.required]));

test('step 1 submitted empty shows the messages of spec 5.1', async ({ page }) => {
  await page.goto('/Apply');
  await expectMessages(page, texts.step1.submit, required(STEP1_REQUIRED_FIELDS));
  // A link of the summary takes the applicant to the field.
  await page.getByRole('link', { name: `Application Type: ${MESSAGES.required}` }).click();
  await expect(fieldByLabel(page, 'applicationType')).toBeFocused();
  // Also to a field of the section the form renders after its first paint (at once after a submit).
  await page.getByRole('link', { name: `Port of Arrival: ${MESSAGES.required}` }).click();
  await expect(fieldByLabel(page, 'portOfArrival')).toBeFocused();
  await expect(fieldByLabel(page, 'portOfArrival')).toBeInViewport();
});

test('step 2 submitted empty shows the messages of spec 5.2 @phone', async ({ page }) => {
  const { id } = await createApplicationThroughSteps(page, 'tourist30', { through: 1 });
  await page.goto(`/Apply2/${id}`);
  // The whole form, its passport section rendered after the first paint included.
  await expect(page.getByRole('group', { name: texts.step2.sections.passport })).toHaveCount(1);
  expect(await accessibilityViolations(page)).toEqual([]);
  await expectMessages(
    page,
    texts.step2.submit,
    required(['gender', 'cityOfBirth', 'countryOfBirth', 'nationalId', 'religion', 'education', 'nationalityAcquired', 'livedInCountry', 'passportNumber', 'passportPlaceOfIssue', 'passportDateOfIssue', 'passportDateOfExpiry']),
  );
  await page.getByRole('link', { name: `Passport Number: ${MESSAGES.required}` }).click();
  await expect(fieldByLabel(page, 'passportNumber')).toBeFocused();
  await expect(fieldByLabel(page, 'passportNumber')).toBeInViewport();
});

test('step 3 submitted empty shows the messages of spec 5.3', async ({ page }) => {
  const { id } = await createApplicationThroughSteps(page, 'tourist30', { through: 2 });
  await page.goto(`/Apply3/${id}`);
  await expectMessages(page, texts.step3.submit, required(STEP3_REQUIRED_FIELDS));
});

test('step 4 submitted empty shows the messages of spec 5.4 and of the purpose section', async ({ page }) => {
  const { id } = await createApplicationThroughSteps(page, 'businessMeeting', { through: 3 });
  await page.goto(`/Apply4/${id}`);
  await expectMessages(page, texts.step4.submit, {
    placeVisited1: MESSAGES.placeToVisitRequired,
    expectedPortOfExit: MESSAGES.required,
    ...required(['ApplicantsCompanyName', 'Address', 'PhNo', 'DetIndFirmName', 'IndFirmAddress', 'IndFrimPhNo'].map((suffix) => `buzMeet_${suffix}`)),
  });
});

test('step 5 submitted empty shows the messages of spec 5.4', async ({ page }) => {
  const { id } = await createApplicationThroughSteps(page, 'tourist30', { through: 4 });
  await page.goto(`/Apply5/${id}`);
  await expectMessages(page, texts.step5.submit, {
    referenceNameIndia: MESSAGES.referenceNameIndiaRequired,
    referenceAddressIndia: MESSAGES.referenceAddressIndiaRequired,
    referencePhoneIndia: MESSAGES.referencePhoneIndiaRequired,
    referenceNameHome: MESSAGES.referenceNameHomeRequired,
    referenceAddressHome: MESSAGES.referenceAddressHomeRequired,
    referencePhoneHome: MESSAGES.referencePhoneHomeRequired,
  });
});
