// The desk's passport copy check in Chromium: the API reads the MRZ of the copy the applicant uploaded and the case
// page shows, at its top, each answer the copy contradicts beside the copy's value, or that the copy matches.
import { expect, test, type Browser } from '@playwright/test';
import { applicantAnswers } from '@evisa/contracts/testing';
import { saveStepsThroughApi, uniqueEmail } from '../../libs/testing/e2e/application/complete-application';
import { accessibleAtWidths, signedInReviewer } from '../../libs/testing/e2e/desk';
import { photo } from '../../libs/testing/e2e/images';
import { passportPageUpload } from '../../libs/testing/e2e/passport-page';
import { payForApplication } from '../../libs/testing/e2e/paypal-sandbox';

test.describe.configure({ timeout: 240_000 });

const ANSWERED_NUMBER = 'C4X781925';
const COPY_NUMBER = 'D7Y204413';
// A flatbed scan: straight and sharp, saved as a JPEG (a PNG of the page would pass the 1 MB limit).
const FLATBED_SCAN = { name: 'passport-copy.jpg', seed: 11, photo: { rotationDegrees: 0, perspective: 0, blurPx: 0, noise: 0, shadow: 0, jpegQuality: 85 } };

/** A paid application (its own browser context) whose passport copy carries `copyNumber` and otherwise its answers. */
async function paidWithCopy(browser: Browser, copyNumber: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const answers = applicantAnswers('tourist30', { email: uniqueEmail(), passportNumber: ANSWERED_NUMBER });
  const id = await saveStepsThroughApi(page, answers);
  const photoSaved = await page.request.patch(`/api/visaapplication/applicationSubmitStep5?applicationId=${id}`, { multipart: { mainImg: await photo(600, 600) } });
  expect(photoSaved.status(), await photoSaved.text()).toBe(200);
  const copy = await passportPageUpload(page, {
    surname: answers.step1.surname.toUpperCase(),
    givenNames: answers.step1.givenName.toUpperCase(),
    passportNumber: copyNumber,
    nationality: answers.step1.nationality,
    issuingCountry: answers.step1.nationality,
    dateOfBirth: answers.step1.dateOfBirth,
    sex: 'FEMALE',
    expiry: answers.step2.passportDateOfExpiry,
  }, FLATBED_SCAN);
  const documents = await page.request.patch(`/api/visaapplication/applicationSubmitStep6?applicationId=${id}`, { multipart: { passportCopy: copy } });
  expect(documents.status(), await documents.text()).toBe(200);
  const questions = await page.request.patch(`/api/visaapplication/applicationSubmitStep7?applicationId=${id}`, { data: answers.questions });
  expect(questions.status(), await questions.text()).toBe(200);
  await payForApplication(page, id);
  await context.close();
  return id;
}

test('a passport copy with another number is listed with both values at the top of the case; a matching copy says so', async ({ browser, page }) => {
  const differing = await paidWithCopy(browser, COPY_NUMBER);
  const matching = await paidWithCopy(browser, ANSWERED_NUMBER);
  await signedInReviewer(page.request);

  await page.goto(`/agency/applications/${differing}`);
  const check = page.locator('[data-passport-check]');
  await expect(check).toHaveAttribute('data-passport-check', 'differences', { timeout: 30_000 });
  await expect(check.getByRole('status')).toHaveText(/^Passport copy: read, and it differs from the answers below\./);
  const number = check.locator('[data-difference="passportNumber"]');
  await expect(number.locator('[data-value="answer"]')).toHaveText(ANSWERED_NUMBER);
  await expect(number.locator('[data-value="passport"]')).toHaveText(COPY_NUMBER);
  // Only the number differs: the names, dates, nationality and sex were read as answered.
  await expect(check.locator('[data-difference]')).toHaveCount(1);
  await accessibleAtWidths(page, 'passport-check-differences');

  await page.goto(`/agency/applications/${matching}`);
  await expect(check).toHaveAttribute('data-passport-check', 'matching', { timeout: 30_000 });
  await expect(check.getByRole('status')).toHaveText('Passport copy: read and matching the answers.');
  await expect(check.locator('[data-difference]')).toHaveCount(0);
  await accessibleAtWidths(page, 'passport-check-matching');
});
