import { expect, test, type Page } from '@playwright/test';
import { isoDaysFrom } from '@evisa/contracts/testing';
import { mailsTo } from '../../libs/testing/e2e/mail-sink';
import { completeApplication } from '../../libs/testing/e2e/application/complete-application';
import { payInSandbox } from '../../libs/testing/e2e/paypal-sandbox';
import { fillDate } from '../../libs/testing/e2e/date-input';
import { heldEntryRunning } from '../../libs/testing/e2e/server-elements';
import { accessibilityViolations } from '../../libs/testing/e2e/accessibility';

test.describe.configure({ timeout: 120_000 });

/** From Preview (every step done) to the payment page. */
async function previewAndContinue(page: Page, id: string) {
  await page.goto(`/Preview/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Applicant Details' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Applicant photograph' })).toHaveJSProperty('naturalWidth', 600);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Verified and Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/Payment/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'e-Visa Application' })).toBeVisible();
}

test('a declined payment, then an approved one: captured, confirmed and e-mailed @phone', async ({ page }) => {
  const { id, email } = await completeApplication(page);
  await previewAndContinue(page, id);
  await expect(page.getByRole('table', { name: 'India e-Visa Fee' })).toContainText('Total');
  expect(await accessibilityViolations(page)).toEqual([]);

  await payInSandbox(page, 'Decline payment');
  await expect(page).toHaveURL(new RegExp(`/Payment/${id}`));
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toContainText('You have 2 attempts left');

  await payInSandbox(page);
  await expect(page).toHaveURL(new RegExp(`/Payment/${id}/confirmation$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(id);
  const transactionId = (await receipt.getByText('PayPal transaction ID').locator('xpath=following-sibling::dd').textContent())?.trim() ?? '';
  expect(transactionId).toMatch(/^[A-Z0-9]{17}$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  const [mail] = await mailsTo(page, email, { matching: (sent) => sent.subject.startsWith('Payment received') });
  expect(mail.subject).toBe(`Payment received: e-Visa application ${id}`);
  expect(mail.text).toContain(`PayPal transaction ID: ${transactionId}`);

  // The status of this application, open in this browser: shown without typing the number and date of birth again.
  await page.getByRole('link', { name: 'Check your application status' }).click();
  await expect(page.getByRole('region', { name: `Application ${id}` })).toContainText('Where your application stands');
  // A browser without the application's session is asked for them, as before.
  const stranger = await (await page.context().browser()!.newContext()).newPage();
  await stranger.goto(page.url());
  await expect(stranger.getByRole('textbox', { name: /Enter your Application Number/ })).toBeVisible();
  await stranger.waitForLoadState('networkidle');
  await expect(stranger.getByRole('region', { name: `Application ${id}` })).toHaveCount(0);
  await stranger.context().close();

  // Paid: the payment page no longer offers to pay, and Preview no longer offers changes.
  await page.goto(`/Payment/${id}`);
  await expect(page.getByRole('heading', { name: 'This application has already been paid' })).toBeVisible();
  await page.goto(`/Preview/${id}`);
  await expect(page.getByText('This application has been paid and can no longer be changed.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Change/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Verified and Continue' })).toHaveCount(0);

  // Every step screen opens as the reason and that step's answers, read-only: nothing to type, nothing to save.
  await page.goto(`/Apply2/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'This application has been paid' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passport Details' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Save|Continue|Submit/ })).toHaveCount(0);
  await page.goto(`/questions/${id}`);
  await expect(page.getByRole('region', { name: 'Security questions' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('three declined payments block the application id', async ({ page }) => {
  const { id, email } = await completeApplication(page);
  await previewAndContinue(page, id);
  await payInSandbox(page, 'Decline payment');
  await expect(page).toHaveURL(new RegExp(`/Payment/${id}`));
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toContainText('2 attempts left');
  await payInSandbox(page, 'Decline payment');
  await expect(page).toHaveURL(new RegExp(`/Payment/${id}`));
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toContainText('1 attempt left');
  await payInSandbox(page, 'Decline payment');
  await expect(page).toHaveURL(new RegExp(`/Payment/${id}`));
  await expect(page.getByRole('heading', { name: 'This application ID is blocked' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay with PayPal/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Start a new application' }).click();
  await expect(page).toHaveURL(/\/Apply$/);
  expect(await mailsTo(page, email, { timeoutMs: 500, matching: (sent) => sent.subject.startsWith('Payment received') })).toHaveLength(0);
  // The only mail is the one with the number, sent after step 1.
  expect((await mailsTo(page, email)).map((sent) => sent.subject)).toEqual([`Your e-Visa application number: ${id}`]);
});

test('visa-fee and status find an application by number and date of birth in a fresh browser', async ({ page, browser }) => {
  const { id, dateOfBirth } = await completeApplication(page);
  const context = await browser.newContext();
  const stranger = await context.newPage();
  await stranger.goto('/visa-fee');
  await stranger.getByRole('textbox', { name: /Enter your Application Number/ }).fill(id);
  await fillDate(stranger.getByRole('group', { name: /Date of birth/ }), isoDaysFrom(dateOfBirth, 1));
  await stranger.getByRole('button', { name: 'Submit' }).click();
  await expect(stranger.getByRole('alert')).toContainText('We could not find an application');
  await fillDate(stranger.getByRole('group', { name: /Date of birth/ }), dateOfBirth);
  await stranger.getByRole('button', { name: 'Submit' }).click();
  await expect(stranger).toHaveURL(new RegExp(`/Payment/${id}$`));
  await expect(stranger.getByText(id, { exact: true })).toBeVisible();

  await stranger.goto('/status');
  await heldEntryRunning(stranger);
  await stranger.getByRole('textbox', { name: /Enter your Application Number/ }).fill(id);
  await fillDate(stranger.getByRole('group', { name: /Date of birth/ }), dateOfBirth);
  await stranger.getByRole('button', { name: 'Submit' }).click();
  await expect(stranger.getByRole('region', { name: `Application ${id}` })).toContainText('Every step is complete');
  expect(await accessibilityViolations(stranger)).toEqual([]);
  await context.close();
});
