import { expect, test } from '@playwright/test';
import { completeApplication } from '../../libs/testing/e2e/application/complete-application';

test.describe.configure({ timeout: 120_000 });

// The stack's SITE_URL is on localhost; its other allowed origin is 127.0.0.1 (CORS_ORIGINS). An applicant who
// uses that one must come back to it from PayPal, where their access cookie is.
const siteUrl = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:5200');
const otherOrigin = `${siteUrl.protocol}//127.0.0.1:${siteUrl.port}`;
test.use({ baseURL: otherOrigin });

test('started at another allowed origin, the applicant comes back there from PayPal and sees the confirmation @phone', async ({ page }) => {
  const { id } = await completeApplication(page);
  await page.goto(`/Payment/${id}`);
  await expect(page.getByRole('table', { name: 'India e-Visa Fee' })).toContainText('Total');
  await page.getByRole('checkbox', { name: /100% non-refundable/ }).check();
  await page.getByRole('button', { name: 'Pay with PayPal (sandbox)' }).click();
  await expect(page).toHaveURL(new RegExp(`^${otherOrigin}/api/sandbox/paypal/checkout\\?token=[A-Z0-9]{17}$`));
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page).toHaveURL(`${otherOrigin}/Payment/${id}/confirmation`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Receipt' })).toContainText(id);
  await expect(page.getByLabel(/date of birth/i)).toHaveCount(0);
});
