// The applicant approves at PayPal and the browser closes before it comes back to the site, so
// the site never asks for the capture. The API's reconciliation job captures the approved order on its own: the
// application is paid (/status shows it received) and the receipt arrives once.
import { expect, test } from '@playwright/test';
import { fillDate } from '../../libs/testing/e2e/date-input';
import { heldEntryRunning } from '../../libs/testing/e2e/server-elements';
import { mailsTo } from '../../libs/testing/e2e/mail-sink';
import { completeApplication } from '../../libs/testing/e2e/application/complete-application';
import { payInSandbox } from '../../libs/testing/e2e/paypal-sandbox';

test.describe.configure({ timeout: 180_000 });

test('an approval whose browser closed before the return is captured without it, receipt e-mailed once', async ({ browser }) => {
  const applicant = await browser.newContext();
  const page = await applicant.newPage();
  const { id, email, dateOfBirth } = await completeApplication(page);
  await page.goto(`/Payment/${id}`);
  // The approval reaches PayPal, whose answer sends the browser back to the payment page, which would capture: the
  // browser never follows it.
  let approved = '';
  await page.route(/\/sandbox\/paypal\/checkout\/approve$/, async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    approved = answer.headers()['location'] ?? '';
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Closed</title>' });
  });
  await payInSandbox(page);
  await expect.poll(() => approved).toContain(`/Payment/${id}?token=`);
  await applicant.close();

  const later = await browser.newContext();
  const check = await later.newPage();
  const receipts = () => mailsTo(check, email, { timeoutMs: 0, matching: (mail) => /payment/i.test(mail.subject) });
  await expect.poll(async () => (await receipts()).length, { timeout: 90_000 }).toBe(1);

  await check.goto('/status');
  await heldEntryRunning(check);
  await check.getByRole('textbox', { name: /Enter your Application Number/ }).fill(id);
  await fillDate(check.getByRole('group', { name: /Date of birth/ }), dateOfBirth);
  await check.getByRole('button', { name: 'Submit' }).click();
  await expect(check.getByRole('region', { name: 'Where your application stands' })).toContainText('Received');

  // Later runs of the job change nothing: still one receipt.
  await check.waitForTimeout(3_000);
  expect(await receipts()).toHaveLength(1);
  await later.close();
});
