import { expect, test, type Page } from '@playwright/test';
import { SECURITY_QUESTIONS } from '@evisa/reference-data';
import { applicationAtPhotoStep, storedApplication, type Visa } from './applications';
import { documentScan, photo, type UploadFile } from '../../libs/testing/e2e/images';
import { pdfLetter } from './pdfs';
import { accessibilityViolations } from '../../libs/testing/e2e/accessibility';

const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png)$/;
const STORED_PDF = /^[0-9a-f]{32}\.pdf$/;

// Each journey creates an application and uploads real files through the composed site.
test.describe.configure({ timeout: 180_000 });

const DOCUMENTS: Record<Visa, string[]> = {
  business: ['Passport copy (bio page)', 'Business card', 'Business invitation letter'],
  medical: ['Passport copy (bio page)', 'Medical invitation letter from the hospital in India'],
  conference: [
    'Passport copy (bio page)',
    'Invitation from the organizer',
    'Political clearance from the Ministry of External Affairs',
    'Event clearance from the Ministry of Home Affairs',
  ],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function uploadPhoto(page: Page, id: string, file: UploadFile) {
  await page.goto(`/Apply6/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Photograph' })).toBeVisible();
  await expect(page.getByText('Temporary Application ID', { exact: true })).toBeVisible();
  await expect(page.getByText(id, { exact: true })).toBeVisible();
  await page.getByLabel(/^Your photograph/).setInputFiles(file);
  await expect(page.getByRole('img', { name: 'Preview of the photograph you chose' })).toBeVisible();
}

async function submitAndNext(page: Page) {
  await page.getByRole('button', { name: 'Submit and Next' }).click();
}

/** Uploads every document of the page (by its heading), looks at one in the preview, confirms and goes on. */
async function uploadDocuments(page: Page, id: string, visa: Visa) {
  await expect(page).toHaveURL(new RegExp(`/documents/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Documents' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(DOCUMENTS[visa]);
  for (const [index, label] of DOCUMENTS[visa].entries()) {
    await page.getByLabel(new RegExp(`^Choose a file \\(${escapeRegExp(label)}\\)`)).setInputFiles(await documentScan(`document-${index}.png`, label));
  }
  await page.getByRole('button', { name: /View Doc Passport copy/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Passport copy (bio page)' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /View Doc Passport copy/ }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('checkbox', { name: 'I have verified that all the documents are uploaded as per the requirement.' }).check();
  await submitAndNext(page);
}

/** Answers 'No' to every question but the one at `yes`, which gets its details; accepts the declaration. */
async function answerQuestions(page: Page, id: string, yes: number) {
  await expect(page).toHaveURL(new RegExp(`/questions/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Security Questions' })).toBeVisible();
  await expect(page.getByText('Application type')).toBeVisible();
  await expect(page.getByText('Port of arrival')).toBeVisible();
  for (const [index, { text }] of SECURITY_QUESTIONS.entries()) {
    await page.getByRole('group', { name: text, exact: true }).getByRole('radio', { name: index === yes ? 'Yes' : 'No' }).check();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' }).getByRole('link', { name: 'Please give details' })).toBeVisible();
  await page.getByRole('textbox', { name: /Please give details/ }).fill('Refused entry at one border in 2012 over a missing transit visa.');
  await page.getByRole('checkbox', { name: /I hereby declare that the information furnished above is correct/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/Preview/${id}$`, 'i'));
}

test('business: photograph, the three documents with their preview, and the questions with one Yes @phone', async ({ page }) => {
  const id = await applicationAtPhotoStep(page, 'business');
  await uploadPhoto(page, id, await photo(600, 600));
  expect(await accessibilityViolations(page)).toEqual([]);
  await submitAndNext(page);
  await uploadDocuments(page, id, 'business');
  await answerQuestions(page, id, 1);

  const record = await storedApplication(page, id);
  expect(record.mainImg).toMatch(STORED_NAME);
  for (const field of ['passportCopy', 'businessCard', 'businessInvitationLetter']) expect(record[field]).toMatch(STORED_NAME);
  expect(record).toMatchObject({ arrested: 'No', deported: 'Yes', asylum: 'No', declaration: true });
  expect(record.givenDetaildeported).toContain('transit visa');
  expect(record.completedSteps).toEqual(expect.arrayContaining(['photo', 'documents', 'questions']));

  const served = await page.request.get(`/api/visaapplication/images/${record.mainImg}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');
});

test('medical: a photo that is not square is cropped in the browser before upload; the medical letter is asked for', async ({ page }) => {
  const id = await applicationAtPhotoStep(page, 'medical');
  await uploadPhoto(page, id, await photo(900, 600, 'holiday.jpg'));
  await expect(page.getByText(/This photograph is 900 × 600 pixels: it must be square/)).toBeVisible();
  await submitAndNext(page);
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/Apply6/${id}$`, 'i'));
  await page.getByRole('button', { name: 'Use this square photograph' }).click();
  await expect(page.getByText('600 × 600 pixels', { exact: false })).toBeVisible();
  await expect(page.getByText(/it must be square/)).toHaveCount(0);
  await submitAndNext(page);
  await uploadDocuments(page, id, 'medical');
  await answerQuestions(page, id, 0);
  expect((await storedApplication(page, id)).medicalInvitationLetter).toMatch(STORED_NAME);
});

test('conference: the four documents; reloading shows what is uploaded and does not ask for it again', async ({ page }) => {
  const id = await applicationAtPhotoStep(page, 'conference');
  await uploadPhoto(page, id, await photo(500, 500, 'me.png'));
  await submitAndNext(page);
  await uploadDocuments(page, id, 'conference');
  await expect(page).toHaveURL(new RegExp(`/questions/${id}$`));
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto(`/documents/${id}`);
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(4);
  await page.getByRole('button', { name: /View Doc Event clearance/ }).click();
  await expect(page.getByRole('dialog', { name: 'Event clearance from the Ministry of Home Affairs' }).getByRole('img')).toHaveJSProperty('complete', true);
  await page.keyboard.press('Escape');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: /I have verified/ }).check();
  await submitAndNext(page);
  await answerQuestions(page, id, 5);
});

test('business: a missing document is named before sending; the invitation letter as a PDF is a file card, stored and offered as a download', async ({ page }) => {
  const id = await applicationAtPhotoStep(page, 'business');
  await uploadPhoto(page, id, await photo(600, 600));
  await submitAndNext(page);
  await expect(page).toHaveURL(new RegExp(`/documents/${id}$`));
  await page.getByLabel(/^Choose a file \(Passport copy/).setInputFiles(await documentScan('passport.png', 'Passport'));
  await page.getByRole('checkbox', { name: /I have verified/ }).check();
  await submitAndNext(page);
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Please upload the business card or the invitation letter.' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/documents/${id}$`));

  await page.getByLabel(/^Choose a file \(Business invitation letter/).setInputFiles(await pdfLetter('invitation.pdf', 'Invitation letter'));
  await expect(page.getByText('invitation.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText(/^PDF document, \d+(\.\d)? KB$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /View Doc Business invitation letter/ })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  await submitAndNext(page);
  await expect(page).toHaveURL(new RegExp(`/questions/${id}$`));

  const record = await storedApplication(page, id);
  expect(record.businessInvitationLetter).toMatch(STORED_PDF);
  await page.goto(`/documents/${id}`);
  const download = page.getByRole('link', { name: 'Download Business invitation letter' });
  await expect(download).toHaveAttribute('href', `/api/visaapplication/files/${record.businessInvitationLetter}`);
  const served = await page.request.get(`/api/visaapplication/files/${record.businessInvitationLetter}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['content-disposition']).toBe('attachment; filename="businessInvitationLetter.pdf"');
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a file that is not an image is refused on the page, and a photo of another browser is not served', async ({ page, browser }) => {
  const id = await applicationAtPhotoStep(page, 'business');
  await page.goto(`/Apply6/${id}`);
  const html = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(1)</script></html>')]);
  await page.getByLabel(/^Your photograph/).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: html });
  await expect(page.getByText('Only JPG and PNG formats are allowed.')).toBeVisible();
  await page.getByLabel(/^Your photograph/).setInputFiles(await photo(400, 400));
  await submitAndNext(page);
  await expect(page).toHaveURL(new RegExp(`/documents/${id}$`));
  const name = (await storedApplication(page, id)).mainImg as string;

  const stranger = await browser.newContext();
  try {
    const response = await stranger.request.get(new URL(`/api/visaapplication/images/${name}`, page.url()).href);
    expect(response.status()).toBe(404);
  } finally {
    await stranger.close();
  }
});
