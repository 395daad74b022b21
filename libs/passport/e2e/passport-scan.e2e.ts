import { expect, test, type Page } from '@playwright/test';
import { isoYearsBefore, todayIso } from '@evisa/contracts';
import { applicantAnswers, isoDaysFrom } from '@evisa/contracts/testing';
import type { PassportData } from '@evisa/passport';
import { createFromStep1, dateByLabel, fieldByLabel, fillFields, idInUrl } from '../../testing/e2e/application/fill-steps';
import { passportPageUpload } from '../../testing/e2e/passport-page';

// The scanner's first run loads its engine and data on a shared, loaded machine.
test.describe.configure({ timeout: 180_000 });

const today = todayIso();
const PASSPORT: PassportData = {
  surname: 'OKONKWO SMITH',
  givenNames: 'ADA MARIA',
  passportNumber: 'C4X781925',
  nationality: 'GB',
  issuingCountry: 'GB',
  dateOfBirth: isoYearsBefore(today, 34),
  sex: 'FEMALE',
  expiry: isoDaysFrom(today, 2000),
};
// Photographed with a phone: turned, at an angle, soft and unevenly lit; the printed surname hyphenated.
const PHONE_PHOTO = { seed: 7, printedSurname: 'OKONKWO-SMITH', photo: { rotationDegrees: 4, perspective: 0.05, blurPx: 0.6, noise: 6, shadow: 0.25, jpegQuality: 80 } };

const dateValue = async (page: Page, field: string) => {
  const boxes = dateByLabel(page, field).getByRole('textbox');
  const [day, month, year] = await Promise.all([0, 1, 2].map((i) => boxes.nth(i).inputValue()));
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
};

test('scans a generated passport page on step 1 and fills steps 1 and 2; a copy with another number is listed as a difference on the documents step', async ({ page }) => {
  const scanPhoto = await passportPageUpload(page, PASSPORT, { name: 'passport.jpg', ...PHONE_PHOTO });
  const copy = await passportPageUpload(page, { ...PASSPORT, passportNumber: 'D7Y204413' }, { name: 'passport-copy.jpg', ...PHONE_PHOTO });
  const siteHost = new URL(test.info().project.use.baseURL ?? 'http://localhost').hostname;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:'].includes(url.protocol) && !['localhost', '127.0.0.1', siteHost].includes(url.hostname)) elsewhere.push(request.url());
  });

  await page.goto('/Apply');
  await page.getByLabel('Scan your passport', { exact: true }).setInputFiles(scanPhoto);
  await expect(page.getByText(/^We read your passport and filled in/)).toBeVisible({ timeout: 120_000 });
  await expect(fieldByLabel(page, 'surname')).toHaveValue('OKONKWO SMITH');
  await expect(fieldByLabel(page, 'givenName')).toHaveValue('ADA MARIA');
  await expect(fieldByLabel(page, 'nationality')).toHaveValue('GB');
  expect(await dateValue(page, 'dateOfBirth')).toBe(PASSPORT.dateOfBirth);
  await expect(page.getByText('Filled in from your passport scan: check it and correct it if needed')).toHaveCount(4);
  await expect(page.locator('[data-passport-field="passportNumber"] dd')).toHaveText('C4X781925');

  const { surname: _s, givenName: _g, nationality: _n, dateOfBirth: _d, ...rest } = applicantAnswers('tourist30').step1;
  await fillFields(page, rest);
  await createFromStep1(page);
  const id = idInUrl(page);
  await expect(fieldByLabel(page, 'passportNumber')).toHaveValue('C4X781925');
  await expect(fieldByLabel(page, 'gender')).toHaveValue('FEMALE');
  expect(await dateValue(page, 'passportDateOfExpiry')).toBe(PASSPORT.expiry);
  expect(elsewhere, 'requests to another host').toEqual([]);

  // Steps 2 to 5 as the applicant would save them, with the scanned passport's values.
  const answers = applicantAnswers('tourist30', { passportNumber: PASSPORT.passportNumber });
  const steps = [{ ...answers.step2, passportDateOfExpiry: PASSPORT.expiry }, answers.step3, answers.step4, answers.step5];
  for (const [index, body] of steps.entries()) {
    const saved = await page.request.patch(`/api/visaapplication/applicationSubmitStep${index + 2}?applicationId=${id}`, { data: body });
    expect(saved.status(), `step ${index + 2}: ${await saved.text()}`).toBe(200);
  }

  await page.goto(`/documents/${id}`);
  await page.getByLabel(/^Choose a file \(Passport copy \(bio page\)\)/).setInputFiles(copy);
  const differences = page.locator('[data-passport-check="differences"]');
  await expect(differences).toBeVisible({ timeout: 120_000 });
  const number = differences.locator('[data-difference="passportNumber"]');
  await expect(number.locator('[data-value="answer"]')).toHaveText('C4X781925');
  await expect(number.locator('[data-value="passport"]')).toHaveText('D7Y204413');
  await expect(differences.locator('[data-difference]')).toHaveCount(1);

  await page.getByRole('checkbox', { name: 'I have verified that all the documents are uploaded as per the requirement.' }).check();
  await page.getByRole('button', { name: 'Submit and Next' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText('Choose which is right for each difference');
  await expect(page).toHaveURL(new RegExp(`/documents/${id}$`));
  await number.getByRole('radio', { name: 'My answer is right' }).check();
  expect(elsewhere, 'requests to another host').toEqual([]);
});
