// A correction that used to stall the case: the reviewer asks about "visited SAARC countries" on an application
// answered "No". Through the e-mail's link the applicant answers "Yes", adds the visit with the step's own controls,
// and sends it back; the case returns to the reviewer who asked, flagged, with the old and new answers.
import { expect, test } from '@playwright/test';
import { signedInReviewer } from '../../libs/testing/e2e/desk';
import { mailsTo } from '../../libs/testing/e2e/mail-sink';
import { accessibilityViolations } from '../../libs/testing/e2e/accessibility';
import { completeApplication } from '../../libs/testing/e2e/application/complete-application';
import { payForApplication } from '../../libs/testing/e2e/paypal-sandbox';

test.describe.configure({ timeout: 120_000 });

test('the applicant turns a SAARC "No" into "Yes" with its visit, and the case goes back to the reviewer who asked @phone', async ({ page, browser, playwright, baseURL }) => {
  const { id, email } = await completeApplication(page);
  await payForApplication(page, id);

  const desk = await playwright.request.newContext({ baseURL });
  const reviewer = await signedInReviewer(desk);
  expect((await reviewer.send('POST', `/staff/queue/${id}/claim`)).status()).toBe(200);
  const asked = await reviewer.send('POST', `/staff/applications/${id}/corrections`, {
    data: { fields: ['saarcCountries'], documents: [], message: 'Your passport shows a visit to Nepal last year. Please add it.' },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const [mail] = await mailsTo(page, email, { matching: (candidate) => candidate.subject === `Please correct your e-Visa application ${id}` });
  const link = new URL(/https?:\/\/\S+\/corrections\/[A-Z0-9]+#\S+/.exec(mail!.text)![0]);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const applicant = await phone.newPage();
  await applicant.goto(link.pathname + link.hash);
  await expect(applicant.getByRole('heading', { level: 1, name: 'Correct your application' })).toBeVisible();
  const saarc = applicant.getByRole('group', { name: /visited any SAARC country/ });
  await saarc.getByRole('radio', { name: 'Yes' }).check();
  const add = applicant.getByRole('group', { name: 'Add a visit to a SAARC country' });
  await expect(add).toBeVisible();
  expect(await accessibilityViolations(applicant)).toEqual([]);
  await add.getByLabel('Country').selectOption('NP');
  const year = String(new Date().getUTCFullYear() - 1);
  await add.getByLabel('Year').selectOption(year);
  await add.getByLabel('Number of visits').fill('1');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(applicant.getByRole('table', { name: 'SAARC countries visited in the last 3 years' })).toContainText(year);
  await applicant.getByRole('button', { name: 'Send corrections' }).click();
  await expect(applicant.getByText('Thank you: your corrections have been sent.')).toBeVisible();
  await phone.close();

  const review = (await (await reviewer.get(`/staff/applications/${id}`)).json()) as {
    data: { item: { state: string; claimedBy: { name: string } | null; returned: unknown }; corrections: { changed: unknown; values: unknown }[] };
  };
  expect(review.data.item).toMatchObject({ state: 'in_review', claimedBy: { name: 'Asha Rao' }, returned: { round: 1 } });
  expect(review.data.corrections[0]).toMatchObject({
    changed: { fields: ['saarcCountries', 'saarcDetails'], documents: [] },
    values: { saarcCountries: { before: 'no', after: 'yes' }, saarcDetails: { after: [{ country: 'NP', year: Number(year), visits: 1 }] } },
  });
  await desk.dispose();
});
