// Paying as an applicant would, with the development PayPal sandbox the stack runs in place of PayPal.
import { expect, type Page } from '@playwright/test';

/** On the payment page: ticks the undertaking, pays with the sandbox's PayPal and approves or declines there. */
export async function payInSandbox(page: Page, decision: 'Approve payment' | 'Decline payment' = 'Approve payment'): Promise<void> {
  const pay = page.getByRole('button', { name: 'Pay with PayPal (sandbox)' });
  await expect(pay).toBeDisabled();
  await page.getByRole('checkbox', { name: /100% non-refundable/ }).check();
  await pay.click();
  await expect(page).toHaveURL(/\/api\/sandbox\/paypal\/checkout\?token=[A-Z0-9]{17}$/);
  await page.getByRole('button', { name: decision }).click();
}

/** A complete application paid in the sandbox from its payment page, up to its confirmation. */
export async function payForApplication(page: Page, id: string): Promise<void> {
  await page.goto(`/Payment/${id}`);
  await payInSandbox(page);
  await expect(page).toHaveURL(new RegExp(`/Payment/${id}/confirmation$`));
}
