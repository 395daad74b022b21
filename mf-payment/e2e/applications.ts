// Applications made through the API from the test (page.request shares the browser's cookies, so the access
// cookie lands in the browser), for the payment tests that start at Preview.
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { todayIso } from '@evisa/contracts';
import { applicantAnswers, isoDaysFrom } from '@evisa/contracts/testing';
import sharp from 'sharp';

/** yyyy-mm-dd, `days` from today. */
export function isoDaysFromToday(days: number): string {
  return isoDaysFrom(todayIso(), days);
}

/** An address no other test uses, so the mail sink can be asked for this test's mail only. */
export function uniqueEmail(): string {
  return `traveller.${randomBytes(5).toString('hex')}@example.com`;
}

/** A square photo-like JPEG: light background, darker oval where a face would be. */
export async function photoJpeg(size = 600): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#f4f4f4"/><ellipse cx="${size / 2}" cy="${size / 2}" rx="${size / 4}" ry="${size / 3}" fill="#9a7b62"/></svg>`;
  return { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer() };
}

/** A scan-like passport page as PNG. */
export async function passportPng(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420"><rect width="100%" height="100%" fill="#eef1f6"/><text x="30" y="60" font-size="32" font-family="sans-serif">PASSPORT</text><rect x="30" y="100" width="160" height="200" fill="#c8ccd2"/></svg>`;
  return { name: 'passport.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

/** Creates a complete 30-day e-Tourist application in this browser (every step, photo, passport, questions). */
export async function completeApplication(page: Page, email = uniqueEmail()): Promise<{ id: string; email: string; dateOfBirth: string }> {
  const answers = applicantAnswers('tourist30', { email });
  const created = await page.request.post('/api/visaapplication/newApplication', { data: answers.step1 });
  expect(created.status(), await created.text()).toBe(200);
  const id: string = (await created.json()).data.uniqueId;
  for (const [index, body] of [answers.step2, answers.step3, answers.step4, answers.step5].entries()) {
    const saved = await page.request.patch(`/api/visaapplication/applicationSubmitStep${index + 2}?applicationId=${id}`, { data: body });
    expect(saved.status(), `step ${index + 2}: ${await saved.text()}`).toBe(200);
  }
  const photo = await page.request.patch(`/api/visaapplication/applicationSubmitStep5?applicationId=${id}`, { multipart: { mainImg: await photoJpeg() } });
  expect(photo.status(), `photo: ${await photo.text()}`).toBe(200);
  const documents = await page.request.patch(`/api/visaapplication/applicationSubmitStep6?applicationId=${id}`, { multipart: { passportCopy: await passportPng() } });
  expect(documents.status(), `documents: ${await documents.text()}`).toBe(200);
  const questions = await page.request.patch(`/api/visaapplication/applicationSubmitStep7?applicationId=${id}`, { data: answers.questions });
  expect(questions.status(), `questions: ${await questions.text()}`).toBe(200);
  return { id, email, dateOfBirth: answers.step1.dateOfBirth };
}

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
