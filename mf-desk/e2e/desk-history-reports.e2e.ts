// In Chromium: a case's history in words (the payment, the applicant's e-mail, a refund),
// the account and template activity page, and the money report whose CSV totals are the payment and refund records' own; axe
// at a desktop's and a phone's width on each new page, and screenshots to look at.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import mongoose from 'mongoose';
import { accessibleAtWidths, signedInReviewer } from '../../libs/testing/e2e/desk';
import { paidApplication } from '../../libs/testing/e2e/paid-application';

test.describe.configure({ timeout: 240_000 });

/** The cents of every capture and every recorded refund in the stack's database, on `day` (UTC, the stack's agency zone). */
async function recordedMoney(day: string): Promise<{ payments: number; captured: number; refunds: number; refunded: number }> {
  const connection = await mongoose.createConnection(process.env.E2E_MONGODB_URI!).asPromise();
  try {
    const onDay = (at: unknown) => at instanceof Date && at.toISOString().slice(0, 10) === day;
    const payments = (await connection.collection('payments').find({}).toArray()).filter((payment) => onDay(payment.completedAt));
    const refunds = (await connection.collection('refunds').find({ state: 'recorded' }).toArray()).filter((refund) => onDay(refund.at));
    return {
      payments: payments.length,
      captured: payments.reduce((sum, payment) => sum + Math.round(Number(payment.capturedAmount.value) * 100), 0),
      refunds: refunds.length,
      refunded: refunds.reduce((sum, refund) => sum + (refund.cents as number), 0),
    };
  } finally {
    await connection.close();
  }
}

test("a case's history, the account and template activity and the money report's CSV, which matches the payment records", async ({ browser, page }) => {
  const { id } = await paidApplication(browser);

  // An admin signed in through the API in this page's context (the browser holds the session's cookie).
  const admin = await signedInReviewer(page.request, 'Anil Admin', 'admin');
  const refund = await admin.send('POST', `/staff/applications/${id}/refunds`, { data: { amount: '7.25', reason: 'Courier fee, "express"', requestId: randomUUID() } });
  expect(refund.status(), await refund.text()).toBe(201);

  // The case's history: the payment, the applicant's e-mail by subject and delivery, the refund, in words.
  await page.goto(`/agency/applications/${id}`);
  const history = page.getByRole('region', { name: 'History, oldest first' });
  await expect(history).toContainText(/Paid \d+\.\d\d USD by (PayPal|card)\./);
  await expect(history).toContainText('Refunded 7.25 USD: “Courier fee, "express"”');
  await expect(history.getByRole('row', { name: /The site/ }).first()).toContainText(/E-mail “.+” delivered to /);
  await expect(history).not.toContainText('{');
  await accessibleAtWidths(page, 'case-history');

  // Account and template activity: the admin's own account, added from the command line, by name.
  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Account and template activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account and template activity' })).toBeVisible();
  await expect(page.getByRole('row', { name: /The staff command on the server/ }).filter({ hasText: `Added Anil Admin (${admin.email})` })).toBeVisible();
  await accessibleAtWidths(page, 'account-activity');

  // The money report for the last 30 days (today included), its totals, and its CSV.
  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Report' }).selectOption({ label: 'Revenue and refunds by day' });
  await page.getByRole('button', { name: 'Show' }).click();
  const table = page.getByRole('region', { name: /^Revenue and refunds by day, / });
  await expect(table).toBeVisible();
  await expect(page.getByText('Days are counted in the agency’s time zone: UTC.')).toBeVisible();
  await accessibleAtWidths(page, 'reports-money');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^money-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Day,Payments,Captured (USD),Refunds,Refunded (USD),Net (USD)');
  const today = new Date().toISOString().slice(0, 10);
  const money = await recordedMoney(today);
  const cents = (value: number) => (value / 100).toFixed(2);
  expect(money.payments).toBeGreaterThan(0);
  expect(lines.find((line) => line.startsWith(`${today},`))).toBe(`${today},${money.payments},${cents(money.captured)},${money.refunds},${cents(money.refunded)},${cents(money.captured - money.refunded)}`);
  // The totals line adds up the rows, and the rows are the records of each day.
  const rows = lines.slice(1, -1).map((line) => line.split(','));
  const sum = (column: number) => rows.reduce((total, row) => total + Math.round(Number(row[column]) * 100), 0);
  expect(lines.at(-1)).toBe(`Total,${sum(1) / 100},${cents(sum(2))},${sum(3) / 100},${cents(sum(4))},${cents(sum(2) - sum(4))}`);
  await expect(table.getByRole('row').last()).toContainText(`Total${sum(1) / 100}${cents(sum(2))}`);
});
