import { expect, test } from '@playwright/test';
import { MESSAGES } from '@evisa/contracts';
import texts from '../locales/en/application.json';
import journeyTexts from '@evisa/i18n/locales/en/journey.json';
import { createApplicationThroughSteps } from './support/create-application';
import { dateByLabel, fieldByLabel, labelOf } from '../../libs/testing/e2e/application/fill-steps';
import { fillDate } from '../../libs/testing/e2e/date-input';
import { heldEntryRunning } from '../../libs/testing/e2e/server-elements';

// Two browsers and several pages each: room for a loaded CI machine.
test.describe.configure({ timeout: 120_000 });

test('save and exit, then resume from a fresh browser with number and date of birth @phone', async ({ page, browser }) => {
  const { id, answers } = await createApplicationThroughSteps(page, 'tourist30', { through: 2 });
  await page.goto(`/Apply3/${id}`);
  await fieldByLabel(page, 'presentHouseNo').fill('221B Baker Street');
  await fieldByLabel(page, 'presentMobileNo').fill('123');
  await page.getByRole('button', { name: journeyTexts.saveAndExit.button }).click();
  const saved = page.getByRole('status').filter({ has: page.getByRole('heading', { name: journeyTexts.saveAndExit.savedTitle }) });
  await expect(saved).toBeVisible();
  await expect(saved).toContainText(id);
  await expect(saved.getByRole('listitem')).toHaveText([labelOf('presentMobileNo')]);
  await expect(saved.getByRole('link', { name: 'Complete Partially Filled Form' })).toHaveAttribute('href', '/partial-Filled');

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(`/Apply3/${id}`);
  await expect(other.getByText(MESSAGES.accessDenied)).toBeVisible();

  await other.goto('/partial-Filled');
  await heldEntryRunning(other);
  await expect(other.getByRole('heading', { level: 1, name: texts.resume.title })).toBeVisible();
  const number = other.getByLabel(texts.resume.applicationId);
  await number.fill(id.toLowerCase());
  await fillDate(dateByLabel(other, 'dateOfBirth'), '1970-01-01');
  await other.getByRole('button', { name: texts.resume.submit, exact: true }).click();
  await expect(other.locator('[id="field-applicationId-error"]')).toHaveText(`Error: ${MESSAGES.applicationNotFound}`);

  await fillDate(dateByLabel(other, 'dateOfBirth'), answers.step1.dateOfBirth);
  await other.getByRole('button', { name: texts.resume.submit, exact: true }).click();
  await expect(other).toHaveURL(new RegExp(`/Apply3/${id}$`, 'i'));
  await expect(fieldByLabel(other, 'presentHouseNo')).toHaveValue('221B Baker Street');
  await expect(fieldByLabel(other, 'presentMobileNo')).toHaveValue('');
  await fresh.close();
});

test('resume continues at the first incomplete step, not step 1', async ({ page, browser }) => {
  const { id, answers } = await createApplicationThroughSteps(page, 'conference', { through: 4 });
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/partial-Filled');
  await heldEntryRunning(other);
  await other.getByLabel(texts.resume.applicationId).fill(id);
  await fillDate(dateByLabel(other, 'dateOfBirth'), answers.step1.dateOfBirth);
  await other.getByRole('button', { name: texts.resume.submit, exact: true }).click();
  await expect(other).toHaveURL(new RegExp(`/Apply5/${id}$`, 'i'));
  await expect(fieldByLabel(other, 'referenceNameIndia')).toBeVisible();
  await fresh.close();
});
