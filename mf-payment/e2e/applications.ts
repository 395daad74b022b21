// Applications made through the API from the test (page.request shares the browser's cookies, so the access
// cookie lands in the browser), for the payment tests that start at Preview.
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { STEP2_FIELDS } from '@evisa/contracts';
import { VALID_QUESTIONS, VALID_STEP1, VALID_STEP2, VALID_STEP3, VALID_STEP5, VALID_VISIT_PLAN } from '@evisa/contracts/src/testing/fixtures';
import sharp from 'sharp';

/** yyyy-mm-dd, `days` from today (the fixtures' own dates are fixed and grow stale). */
export function isoDaysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
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
export async function completeApplication(page: Page, email = uniqueEmail()): Promise<{ id: string; email: string }> {
  const created = await page.request.post('/api/visaapplication/newApplication', {
    data: { ...VALID_STEP1, email, confirmEmail: email, expectedArrival: isoDaysFromToday(30) },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id: string = (await created.json()).data.uniqueId;
  const step2 = Object.fromEntries(Object.entries(VALID_STEP2).filter(([field]) => (STEP2_FIELDS as readonly string[]).includes(field)));
  for (const [index, body] of [step2, VALID_STEP3, VALID_VISIT_PLAN, VALID_STEP5].entries()) {
    const saved = await page.request.patch(`/api/visaapplication/applicationSubmitStep${index + 2}?applicationId=${id}`, { data: body });
    expect(saved.status(), `step ${index + 2}: ${await saved.text()}`).toBe(200);
  }
  const photo = await page.request.patch(`/api/visaapplication/applicationSubmitStep5?applicationId=${id}`, { multipart: { mainImg: await photoJpeg() } });
  expect(photo.status(), `photo: ${await photo.text()}`).toBe(200);
  const documents = await page.request.patch(`/api/visaapplication/applicationSubmitStep6?applicationId=${id}`, { multipart: { passportCopy: await passportPng() } });
  expect(documents.status(), `documents: ${await documents.text()}`).toBe(200);
  const questions = await page.request.patch(`/api/visaapplication/applicationSubmitStep7?applicationId=${id}`, { data: VALID_QUESTIONS });
  expect(questions.status(), `questions: ${await questions.text()}`).toBe(200);
  return { id, email };
}

type SunkMail = { subject: string; text: string; to: string[] };

/** The mails the local sink received for an address (tools/stack/mail-sink.mjs), waiting up to `timeoutMs`. */
export async function mailsTo(page: Page, email: string, { atLeast = 1, timeoutMs = 15_000 } = {}): Promise<SunkMail[]> {
  const sink = process.env.E2E_MAIL_URL;
  if (!sink) throw new Error('E2E_MAIL_URL is not set: run through tools/stack/e2e.mjs');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await page.request.get(`${sink}/api/messages?to=${encodeURIComponent(email)}`);
    const mails = (await response.json()) as SunkMail[];
    if (mails.length >= atLeast || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
