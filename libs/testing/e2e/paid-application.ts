// Applications as the desk finds them: complete and paid in the PayPal sandbox through the site.
import type { Browser } from '@playwright/test';
import { completeApplication, uniqueEmail } from './application/complete-application';
import { payForApplication } from './paypal-sandbox';

/** `count` applications paid by one applicant in their own browser context (closed after), under `surname` if given. */
export async function paidApplications(browser: Browser, count: number, surname?: string): Promise<{ id: string; email: string }[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const paid = [];
  for (let index = 0; index < count; index++) {
    const { id, email } = await completeApplication(page, uniqueEmail(), surname);
    await payForApplication(page, id);
    paid.push({ id, email });
  }
  await context.close();
  return paid;
}

/** One application, paid. */
export async function paidApplication(browser: Browser): Promise<{ id: string; email: string }> {
  const [paid] = await paidApplications(browser, 1);
  return paid;
}
