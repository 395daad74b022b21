import { expect, test, type Page } from '@playwright/test';
import { isoYearsBefore, MESSAGES, todayIso } from '@evisa/contracts';
import texts from '../locales/en/application.json';
import { applicantAnswers } from '../../libs/testing/e2e/application/applicant-data';
import { createApplicationThroughSteps } from './support/create-application';
import { fieldByLabel, fillFields, numberIssued } from '../../libs/testing/e2e/application/fill-steps';

// Each width walks three screens: room for a loaded CI machine.
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [320, 390, 1366];
const shot = (page: Page, name: string, width: number) => page.screenshot({ path: `.data/test-results/screens/${name}-${width}.png`, fullPage: true });
const drafts = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('evisa.draft.')));

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('typing survives a reload with a notice, leaving asks first, and the draft goes once saved', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.type());
        void dialog.accept();
      });
      const { id, answers } = await createApplicationThroughSteps(page, 'tourist30', { through: 1 });
      await page.goto(`/Apply2/${id}`);
      await fieldByLabel(page, 'cityOfBirth').fill('Leeds');
      await fieldByLabel(page, 'passportNumber').fill('P7654321');

      await page.reload();
      expect(dialogs).toEqual(['beforeunload']);
      const notice = page.getByRole('status').filter({ hasText: texts.draft.restored });
      await expect(notice).toBeVisible();
      await expect(fieldByLabel(page, 'cityOfBirth')).toHaveValue('Leeds');
      await expect(fieldByLabel(page, 'passportNumber')).toHaveValue('P7654321');
      await notice.scrollIntoViewIfNeeded();
      await shot(page, 'draft-restored', width);

      // A link of the site (the footer's status page) asks first; staying keeps everything.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Application status' }).click();
      const question = page.getByRole('dialog', { name: texts.draft.leaveTitle });
      await expect(question).toContainText(texts.draft.leaveText);
      await shot(page, 'leave-question', width);
      await question.getByRole('button', { name: texts.draft.stay }).click();
      await expect(question).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/Apply2/${id}$`));
      await expect(fieldByLabel(page, 'cityOfBirth')).toHaveValue('Leeds');

      // Saved: no draft is left, and nothing asks any more.
      await fillFields(page, { ...answers.step2, cityOfBirth: '', passportNumber: '' });
      await page.getByRole('button', { name: texts.step2.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/Apply3/${id}$`));
      expect(await drafts(page)).toEqual([]);
      await page.goto(`/Apply2/${id}`);
      await expect(fieldByLabel(page, 'cityOfBirth')).toHaveValue('Leeds');
      await expect(page.getByText(texts.draft.restored)).toHaveCount(0);
      expect(dialogs).toEqual(['beforeunload']);
    });

    test('an applicant under 18 reads how a child applies; a new application shows its number before step 2', async ({ page }) => {
      const answers = applicantAnswers('tourist30', 'Number');
      // An address of its own: the e-mails with a number are limited per address.
      const email = `number.${width}.${Date.now()}@example.com`;
      await page.goto('/Apply');
      await fillFields(page, { ...answers.step1, email, confirmEmail: email, dateOfBirth: isoYearsBefore(todayIso(), 12) });
      await page.getByRole('button', { name: texts.step1.submit, exact: true }).click();
      await expect(page.locator('[id="field-dateOfBirth-error"]')).toHaveText(`Error: ${MESSAGES.underage}`);
      const child = page.getByRole('region', { name: texts.childApplies.title });
      await expect(child).toContainText(texts.childApplies.text);
      await expect(child.getByRole('link', { name: texts.childApplies.adultApplied })).toHaveAttribute('href', '/partial-Filled');
      await child.scrollIntoViewIfNeeded();
      await shot(page, 'child-applies', width);

      await child.getByRole('button', { name: texts.childApplies.startWithAdult }).click();
      await expect(fieldByLabel(page, 'surname')).toBeFocused();
      await fillFields(page, { surname: 'Number', givenName: 'Anna', dateOfBirth: answers.step1.dateOfBirth });
      await page.getByRole('button', { name: texts.step1.submit, exact: true }).click();
      await expect(numberIssued(page)).toContainText(texts.numberIssued.emailed.replace('{{email}}', email));
      await expect(numberIssued(page).getByRole('button', { name: texts.numberIssued.print })).toBeVisible();
      await shot(page, 'number-issued', width);
      await numberIssued(page).getByRole('button', { name: texts.numberIssued.continue }).click();
      await expect(page).toHaveURL(/\/Apply2\/IN[0-9A-Z]{13}$/);
      expect(await drafts(page)).toEqual([]);
    });
  });
}
