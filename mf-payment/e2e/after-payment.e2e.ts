// After payment the applicant's pages follow the desk's work: received on the
// confirmation, then in review, submitted and granted on /status, where the e-Visa the reviewer uploaded downloads;
// the granted e-Visa also arrives in the mail sink with the PDF attached.
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { checklistFor, REVIEW_API } from '@evisa/contracts';
import { fillDate } from '../../libs/testing/e2e/date-input';
import { heldEntryRunning } from '../../libs/testing/e2e/server-elements';
import { signedInReviewer } from '../../libs/testing/e2e/desk';
import { mailsTo } from '../../libs/testing/e2e/mail-sink';
import { completeApplication } from '../../libs/testing/e2e/application/complete-application';
import { payForApplication } from '../../libs/testing/e2e/paypal-sandbox';
import { accessibilityViolations } from '../../libs/testing/e2e/accessibility';

test.describe.configure({ timeout: 120_000 });

async function eVisaPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Electronic Travel Authorization', { x: 50, y: 780, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

async function lookUpStatus(page: Page, id: string, dateOfBirth: string) {
  await page.goto('/status');
  await heldEntryRunning(page);
  await page.getByRole('textbox', { name: /Enter your Application Number/ }).fill(id);
  await fillDate(page.getByRole('group', { name: /Date of birth/ }), dateOfBirth);
  await page.getByRole('button', { name: 'Submit' }).click();
  return page.getByRole('region', { name: 'Where your application stands' });
}

test('the applicant follows the stage from payment to a granted e-Visa, mailed and downloadable @phone', async ({ page, playwright, baseURL }) => {
  const { id, email, dateOfBirth } = await completeApplication(page);
  await payForApplication(page, id);
  const received = page.getByRole('region', { name: 'Where your application stands' });
  await expect(received).toContainText('Received');
  await expect(received).toContainText('Our experts will review your application');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The desk: a reviewer claims it, works through the checklist, submits it and records the e-Visa.
  const desk = await playwright.request.newContext({ baseURL });
  const reviewer = await signedInReviewer(desk);
  expect((await reviewer.send('POST', `/staff/queue/${id}/claim`)).status()).toBe(200);
  await expect(await lookUpStatus(page, id, dateOfBirth)).toContainText('In review');
  for (const item of checklistFor('tourist')) expect((await reviewer.send('PUT', REVIEW_API.checklistItem(id, item), { data: { done: true } })).status()).toBe(200);
  expect((await reviewer.send('POST', REVIEW_API.submit(id), { data: { governmentReference: `GOV-${id}` } })).status()).toBe(200);
  await expect(await lookUpStatus(page, id, dateOfBirth)).toContainText('Submitted to the government');
  const pdf = await eVisaPdf();
  const granted = await reviewer.send('POST', REVIEW_API.grant(id), { multipart: { eVisa: { name: 'evisa.pdf', mimeType: 'application/pdf', buffer: pdf } } });
  expect(granted.status(), await granted.text()).toBe(200);
  await desk.dispose();

  const stage = await lookUpStatus(page, id, dateOfBirth);
  await expect(stage).toContainText('e-Visa granted');
  expect(await accessibilityViolations(page)).toEqual([]);
  const download = stage.getByRole('link', { name: 'Download your e-Visa (PDF)' });
  const saved = await page.request.get((await download.getAttribute('href'))!);
  expect(saved.headers()['content-type']).toBe('application/pdf');
  // What is stored and served is the PDF check's re-serialised copy of the upload (one revision): the same one page.
  const stored = Buffer.from(await saved.body());
  expect((await PDFDocument.load(stored)).getPageCount()).toBe(1);
  expect(stored.subarray(0, 5).toString()).toBe('%PDF-');

  // Other mails (the application number, the payment) come first: wait for this one by its subject.
  const subject = `Your e-Visa is granted: application ${id}`;
  await expect.poll(async () => (await mailsTo(page, email, { timeoutMs: 0 })).some((candidate) => candidate.subject === subject), { timeout: 15_000 }).toBe(true);
  const mail = (await mailsTo(page, email)).find((candidate) => candidate.subject === subject);
  expect(mail?.text).toContain(`GOV-${id}`);
  expect(mail?.attachments).toEqual([
    { filename: `e-Visa-${id}.pdf`, contentType: 'application/pdf', size: stored.length },
  ]);
});
