// A correction round trip through the composed site. After payment a reviewer asks for
// one answer and the passport copy to be fixed; the applicant's e-mail carries a signed link that opens, on another
// device, only those items; they correct the answer, upload the passport again and send the corrections back; the
// application returns to the reviewer who asked, flagged, with exactly what changed.
import { expect, test } from '@playwright/test';
import { signedInReviewer } from '../../libs/testing/e2e/desk';
import { mailsTo } from '../../libs/testing/e2e/mail-sink';
import { documentScan } from '../../libs/testing/e2e/images';
import { completeApplication } from '../../libs/testing/e2e/application/complete-application';
import { payForApplication } from '../../libs/testing/e2e/paypal-sandbox';
import { accessibilityViolations } from '../../libs/testing/e2e/accessibility';

test.describe.configure({ timeout: 120_000 });

test('the applicant corrects what the reviewer asked for through the e-mail’s link, and the desk sees what changed @phone', async ({ page, browser, playwright, baseURL }) => {
  const { id, email } = await completeApplication(page);
  await payForApplication(page, id);

  const desk = await playwright.request.newContext({ baseURL });
  const reviewer = await signedInReviewer(desk);
  expect((await reviewer.send('POST', `/staff/queue/${id}/claim`)).status()).toBe(200);
  const priced = await reviewer.send('POST', `/staff/applications/${id}/corrections`, { data: { fields: ['visaService'], documents: [], message: 'x' } });
  expect(priced.status()).toBe(400);
  const asked = await reviewer.send('POST', `/staff/applications/${id}/corrections`, {
    data: { fields: ['cityOfBirth'], documents: ['passportCopy'], message: 'Your passport copy is blurred. Please also check your town of birth.' },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const [mail] = await mailsTo(page, email, { matching: (candidate) => candidate.subject === `Please correct your e-Visa application ${id}` });
  expect(mail).toBeTruthy();
  const link = /https?:\/\/\S+\/corrections\/[A-Z0-9]+#\S+/.exec(mail!.text)?.[0];
  expect(link).toBeTruthy();

  // Another device: the link alone gives access, and shows only the requested items.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const applicant = await phone.newPage();
  await applicant.goto(new URL(link!).pathname + new URL(link!).hash);
  await expect(applicant.getByRole('heading', { level: 1, name: 'Correct your application' })).toBeVisible();
  await expect(applicant.getByText('Your passport copy is blurred.')).toBeVisible();
  await expect(applicant).toHaveURL(new RegExp(`/corrections/${id}$`));
  await expect(applicant.getByLabel(/Surname/)).toHaveCount(0);
  expect(await accessibilityViolations(applicant)).toEqual([]);
  await applicant.getByLabel(/Town\/City of Birth/).fill('York');
  await applicant.getByRole('button', { name: 'Save' }).click();
  await expect(applicant.getByText(/Your corrections are saved/)).toBeVisible();

  await applicant.getByRole('link', { name: 'Upload the photo or documents again' }).click();
  await expect(applicant.getByRole('heading', { level: 1, name: 'Upload again' })).toBeVisible();
  expect(await accessibilityViolations(applicant)).toEqual([]);
  await applicant.getByLabel(/^Choose a file \(Passport copy/).setInputFiles(await documentScan('passport.png', 'Passport'));
  await applicant.getByRole('button', { name: 'Upload' }).click();
  await expect(applicant.getByText('Uploaded. Go back to your corrections to send them to our expert.')).toBeVisible();
  await applicant.getByRole('link', { name: 'Back to your corrections' }).click();
  await applicant.getByRole('button', { name: 'Send corrections' }).click();
  await expect(applicant.getByText('Thank you: your corrections have been sent.')).toBeVisible();
  await phone.close();

  const review = await reviewer.get(`/staff/applications/${id}`);
  const { data } = (await review.json()) as { data: { item: { state: string; returned: unknown }; corrections: unknown[] } };
  expect(data.item).toMatchObject({ state: 'in_review', returned: { round: 1 } });
  expect(data.corrections).toEqual([expect.objectContaining({ round: 1, changed: { fields: ['cityOfBirth'], documents: ['passportCopy'] } })]);
  await desk.dispose();
});
