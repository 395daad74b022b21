// In Chromium: an admin writes a correction template; a reviewer ticks two cases in the queue and
// claims them at once, an admin's claim of the same two is refused per case; the reviewer fills the template into
// a correction request, edits it and sends it, and the applicant's e-mail carries it. Axe at a desktop's and a
// phone's width on the new screens, and screenshots to look at.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { accessibleAtWidths, signedInReviewer } from '../../libs/testing/e2e/desk';
import { mailsTo } from '../../libs/testing/e2e/mail-sink';
import { paidApplications } from '../../libs/testing/e2e/paid-application';

test.describe.configure({ timeout: 240_000 });

const TEMPLATE = { title: 'Surname as in the passport', en: 'Please write your surname exactly as it is printed in your passport.', fr: 'Veuillez écrire votre nom exactement comme dans votre passeport.' };

test('templates and bulk work: a template written by an admin, two cases claimed at once, the template used in a correction request', async ({ browser, page }) => {
  // Two paid applications under a surname no other test uses, so the queue's search shows exactly them.
  const surname = `Bulk${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
  const cases = await paidApplications(browser, 2, surname);

  // The admin writes the template: English and French texts.
  await signedInReviewer(page.request, 'Anil Admin', 'admin');
  await page.goto('/agency/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  const add = page.getByRole('form', { name: 'Add a template' });
  await add.getByRole('button', { name: 'Add the template' }).click();
  await expect(add.getByRole('textbox', { name: /^Text in English/ })).toHaveAccessibleDescription(/Write the template’s English text/);
  await add.getByRole('combobox', { name: /^Kind/ }).selectOption({ label: 'Correction message' });
  await add.getByRole('textbox', { name: /^Title/ }).fill(TEMPLATE.title);
  await add.getByRole('textbox', { name: /^Text in English/ }).fill(TEMPLATE.en);
  await add.getByRole('textbox', { name: /^Text in French/ }).fill(TEMPLATE.fr);
  await add.getByRole('button', { name: 'Add the template' }).click();
  await expect(page.getByText(`The template “${TEMPLATE.title}” was added.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(TEMPLATE.title) })).toContainText('English, French');
  await accessibleAtWidths(page, 'templates');

  // A reviewer ticks both cases (the page's "select all") and claims them at once.
  const reviewer = await (await browser.newContext()).newPage();
  await signedInReviewer(reviewer.request, 'Rita Reviewer');
  await reviewer.goto(`/agency/queue?search=${surname}`);
  await expect(reviewer.getByText('Applications shown: 2')).toBeVisible();
  const bulk = reviewer.getByRole('region', { name: 'Several at once' });
  await bulk.getByRole('checkbox', { name: 'Select every application on this page' }).check();
  await expect(bulk.getByText('Selected: 2')).toBeVisible();
  await bulk.getByRole('button', { name: 'Claim selected' }).click();
  await expect(bulk.getByText('Done: 2. Refused: 0.')).toBeVisible();
  for (const { id } of cases) await expect(reviewer.getByRole('row', { name: new RegExp(id) })).toContainText('You');
  await accessibleAtWidths(reviewer, 'queue-bulk');

  // The admin's claim of the same two is refused case by case, with the reason.
  await page.goto(`/agency/queue?search=${surname}`);
  const adminBulk = page.getByRole('region', { name: 'Several at once' });
  for (const { id } of cases) await page.getByRole('checkbox', { name: `Select application ${id}` }).check();
  await adminBulk.getByRole('button', { name: 'Claim selected' }).click();
  await expect(adminBulk.getByText('Done: 0. Refused: 2.')).toBeVisible();
  for (const { id } of cases) await expect(adminBulk.getByText(`${id}: refused. Another member of staff is already working on this application.`)).toBeVisible();

  // The reviewer fills the template into a correction request, in the applicant's language, and adds to it.
  const [first] = cases;
  await reviewer.goto(`/agency/applications/${first.id}`);
  const ask = reviewer.getByRole('form', { name: 'Ask the applicant for corrections' });
  await ask.getByRole('checkbox', { name: /^Surname/ }).first().check();
  await ask.getByRole('combobox', { name: /^Use a template/ }).selectOption({ label: TEMPLATE.title });
  await ask.getByRole('button', { name: 'Fill in' }).click();
  const message = ask.getByRole('textbox', { name: /Message to the applicant/ });
  await expect(message).toHaveValue(TEMPLATE.en);
  await expect(ask.getByText('The template’s English text was filled in. Check it and change it where this case needs it.')).toBeVisible();
  await message.press('End');
  await message.pressSequentially(' Thank you.');
  await accessibleAtWidths(reviewer, 'correction-template');
  await ask.getByRole('button', { name: 'Send the request' }).click();
  await expect(reviewer.getByText('The applicant has been asked for the corrections by e-mail.')).toBeVisible();
  const [mail] = await mailsTo(reviewer, first.email, { timeoutMs: 30_000, matching: (sent) => sent.subject.startsWith('Please correct') });
  expect(mail.text).toContain(`${TEMPLATE.en} Thank you.`);
});
