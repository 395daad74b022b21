import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addStaffFromCommandLine, authenticatorCode, screenshotAtWidths } from '../../libs/testing/e2e/desk';
import { mailsTo } from '../../libs/testing/e2e/mail-sink';
import { paidApplication } from '../../libs/testing/e2e/paid-application';
import { accessibilityViolations } from '../../libs/testing/e2e/accessibility';

test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'correct horse battery staple';

/** Opens the set-up link, sets the password, enrols the authenticator with the secret the page shows. */
async function setUpAccount(page: Page, link: string, screenshots = false): Promise<string> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your desk account' })).toBeVisible();
  await expect(page).toHaveURL(/\/agency\/setup$/); // the token leaves the address bar
  expect(await accessibilityViolations(page)).toEqual([]);
  if (screenshots) await screenshotAtWidths(page, 'setup-password');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Repeat the password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  if (screenshots) await screenshotAtWidths(page, 'setup-authenticator');
  const secret = (await page.locator('.desk-secret').textContent()) ?? '';
  await page.getByRole('textbox', { name: /Code from your authenticator app/ }).fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
  return secret;
}

/** Signs in with the code of the next time step (the set-up spent the current one: a code works once). */
async function signIn(page: Page, email: string, secret: string) {
  await page.getByRole('textbox', { name: /E-mail address/ }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('textbox', { name: /Code from your authenticator app/ }).fill(authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the desk: an admin sets up, signs in with a code, adds a reviewer; the reviewer finds a paid application and claims it', async ({ browser, page, baseURL }) => {
  const suffix = randomBytes(4).toString('hex');
  const adminEmail = `admin.${suffix}@agency.example`;
  const paid = await paidApplication(browser);

  // The applicants' pages load none of the desk: no request reaches the desk remote's folder (its remoteEntry.js
  // included), and no file they download holds its code or its texts, which the desk's pages do download.
  const manifest: Record<string, string> = await (await page.request.get('/remotes.json')).json();
  const deskFolder = new URL('.', new URL(manifest.mf_desk, baseURL)).href;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const bodies: { url: string; text: string }[] = [];
  page.on('response', (response) => {
    if (/\.js$/.test(new URL(response.url()).pathname)) void response.text().then((text) => bodies.push({ url: response.url(), text }), () => undefined);
  });
  const deskParts = (text: string) => text.includes('evisa:staff-session-ended') || text.includes('Sign in to the desk') || text.includes('Claim application');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`/Preview/${paid.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(bodies.length).toBeGreaterThan(5);
  expect(bodies.filter((body) => deskParts(body.text)).map((body) => body.url)).toEqual([]);
  expect(requested.filter((url) => url.startsWith(deskFolder))).toEqual([]);

  // Signed out, a desk page asks for the sign-in, in the desk's own frame.
  await page.goto('/agency/queue');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the desk' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotAtWidths(page, 'sign-in');
  await page.waitForLoadState('networkidle');
  expect(bodies.filter((body) => deskParts(body.text)).length).toBeGreaterThan(0);
  expect(requested.filter((url) => url.startsWith(deskFolder))).toContain(new URL('remoteEntry.js', deskFolder).href);

  const adminSecret = await setUpAccount(page, addStaffFromCommandLine({ email: adminEmail, name: 'Asha Admin', role: 'admin' }), true);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: /E-mail address/ }).fill(adminEmail);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('textbox', { name: /Code from your authenticator app/ }).fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail, password or code is not right.');
  await signIn(page, adminEmail, adminSecret);
  await expect(page).toHaveURL(/\/agency\/queue$/);
  await expect(page.getByText('Signed in as Asha Admin')).toBeVisible();

  // Admin: add a reviewer; the page shows the set-up link once.
  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const reviewerEmail = `reviewer.${suffix}@agency.example`;
  const form = page.getByRole('form', { name: 'Add a member of staff' });
  await form.getByRole('textbox', { name: /Name/ }).fill('Ravi Reviewer');
  await form.getByRole('textbox', { name: /E-mail address/ }).fill(reviewerEmail);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Ravi Reviewer is added. Send them this set-up link.')).toBeVisible();
  const reviewerLink = (await page.locator('.desk-link').textContent()) ?? '';
  expect(reviewerLink).toMatch(/\/agency\/setup#\S+$/);
  await expect(page.getByRole('row', { name: /Ravi Reviewer/ })).toContainText('Waiting for set-up');
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotAtWidths(page, 'staff');

  // The admin's queue, then sign-out.
  await page.getByRole('link', { name: 'Queue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();

  // The reviewer sets up in another browser, signs in and works the queue.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  const reviewerSecret = await setUpAccount(reviewer, reviewerLink);
  await reviewer.goto('/agency');
  await signIn(reviewer, reviewerEmail, reviewerSecret);
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible();
  await expect(reviewer.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);

  const filters = reviewer.getByRole('search', { name: 'Filter the queue' });
  await filters.getByRole('searchbox', { name: 'Number, name, passport, e-mail, phone or government reference' }).fill(paid.id.toLowerCase());
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(reviewer).toHaveURL(/search=/);
  const row = reviewer.getByRole('row', { name: new RegExp(paid.id) });
  await expect(row).toContainText('Received');
  await expect(reviewer.getByText('Applications shown: 1')).toBeVisible();
  expect(await accessibilityViolations(reviewer)).toEqual([]);
  await screenshotAtWidths(reviewer, 'queue');

  await row.getByRole('button', { name: `Claim application ${paid.id}` }).click();
  await expect(reviewer.getByText(`You are now working on application ${paid.id}.`)).toBeVisible();
  await expect(row).toContainText('In review');
  await expect(row.getByRole('cell', { name: 'You' })).toBeVisible();

  await filters.getByRole('combobox', { name: 'State' }).selectOption({ label: 'In review' });
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(reviewer.getByRole('row', { name: new RegExp(paid.id) })).toBeVisible();
  await reviewer.getByRole('button', { name: `Release application ${paid.id}` }).click();
  await expect(reviewer.getByText(`Application ${paid.id} is back in the queue.`)).toBeVisible();

  // The session ends (here: its cookie is gone): the next call brings the sign-in back, saying why.
  await reviewerContext.clearCookies();
  await filters.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Every state with work left' });
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Sign in to the desk' })).toBeVisible();
  await expect(reviewer.getByText('Your desk session has ended. Please sign in again.')).toBeVisible();
  await reviewerContext.close();
});

/** A one-page PDF like the government's e-Visa (no scripts, attachments or encryption). */
async function eVisaPdf(id: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(`e-Visa granted: ${id}`, { x: 50, y: 780, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

test('a review: corrections asked and sent back by the applicant, then submitted and granted, the e-Visa mailed with its PDF', async ({ browser, page }) => {
  const paid = await paidApplication(browser);
  const email = `reviewer.${randomBytes(4).toString('hex')}@agency.example`;
  const secret = await setUpAccount(page, addStaffFromCommandLine({ email, name: 'Rita Reviewer', role: 'reviewer' }));
  await page.goto(`/agency/queue?search=${paid.id}`);
  await signIn(page, email, secret);

  // From the queue to the application; claim it there.
  await page.getByRole('link', { name: paid.id }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/applications/${paid.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Checklist' })).toBeVisible();
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(page.getByText(`You are now working on application ${paid.id}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Applicant Details' })).toBeVisible();
  // The photo and passport copy beside the answers, with the submission pack made to the portal's limits.
  const compare = page.getByRole('complementary', { name: 'To compare with the answers' });
  await expect(compare.getByRole('img', { name: 'Photograph of the applicant' })).toBeVisible();
  const packPhoto = page.waitForEvent('download');
  await compare.getByRole('link', { name: /^Photo \(square JPEG/ }).click();
  expect((await packPhoto).suggestedFilename()).toBe(`${paid.id}-photo.jpg`);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotAtWidths(page, 'application');

  // The photo and document review (mf-documents' staff screen): served to staff only, viewable and downloadable.
  await page.getByRole('link', { name: 'Review the photo and documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Photo and documents of ${paid.id}` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photograph as uploaded' })).toHaveJSProperty('naturalWidth', 600);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download Passport copy/ }).click();
  expect((await download).suggestedFilename()).toBe(`${paid.id}-passport-copy.png`);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotAtWidths(page, 'documents');
  await page.getByRole('link', { name: `Back to application ${paid.id}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Checklist' })).toBeVisible();

  // Corrections: the surname; the applicant gets the e-mail with the link that opens only that.
  const ask = page.getByRole('form', { name: 'Ask the applicant for corrections' });
  await ask.getByRole('checkbox', { name: /^Surname/ }).first().check();
  await ask.getByRole('textbox', { name: /Message to the applicant/ }).fill('Please write your surname as in your passport.');
  await ask.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByText('The applicant has been asked for the corrections by e-mail.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Changes requested' })).toBeVisible();
  const [request] = await mailsTo(page, paid.email, { timeoutMs: 30_000, matching: (mail) => mail.subject.startsWith('Please correct') });
  const link = /https?:\/\/\S+\/corrections\/\S+#\S+/.exec(request.text)?.[0];
  expect(link).toBeDefined();

  const applicant = await (await browser.newContext()).newPage();
  await applicant.goto(link!);
  await expect(applicant.getByRole('heading', { level: 1, name: 'Correct your application' })).toBeVisible();
  await expect(applicant.getByText('Please write your surname as in your passport.')).toBeVisible();
  await applicant.getByLabel(/Surname/).first().fill('SMITH-JONES');
  await applicant.getByRole('button', { name: 'Send corrections' }).click();
  await expect(applicant.getByText('Thank you: your corrections have been sent.')).toBeVisible();
  await applicant.context().close();

  // Back with the reviewer who asked, flagged, the change marked; check, submit, grant.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Checklist' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^In review$/ })).toBeVisible();
  await expect(page.getByText('Corrections back').first()).toBeVisible();
  await expect(page.locator('.answer-list__row', { has: page.getByText('Changed', { exact: true }) })).toContainText('SMITH-JONES');
  await expect(page.getByText(/^Sent back on/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Submitted to the government' })).toBeVisible();
  for (const box of await page.getByRole('region', { name: 'Checklist' }).getByRole('checkbox').all()) {
    await box.check();
    await expect(box).toBeChecked();
  }
  await page.getByRole('textbox', { name: 'New note' }).fill('Passport and photo checked.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Passport and photo checked.', { exact: true })).toBeVisible();
  const submit = page.getByRole('form', { name: 'Submitted to the government' });
  await submit.getByRole('textbox', { name: /Government reference/ }).fill(`GOV-${paid.id}`);
  await submit.getByRole('button', { name: 'Record submission' }).click();
  await expect(page.getByText('The submission to the government is recorded.')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotAtWidths(page, 'application-submitted');

  const grant = page.getByRole('form', { name: 'Granted' });
  await grant.getByLabel(/e-Visa \(PDF\)/).setInputFiles({ name: `evisa-${paid.id}.pdf`, mimeType: 'application/pdf', buffer: await eVisaPdf(paid.id) });
  await grant.getByRole('button', { name: 'Record granted and send the e-Visa' }).click();
  // Irreversible: asked first, naming the applicant, the file and what follows.
  const confirmGrant = page.getByRole('dialog', { name: `Grant application ${paid.id}?` });
  await expect(confirmGrant).toContainText(`will be e-mailed the e-Visa evisa-${paid.id}.pdf at once, and the case will close as granted.`);
  await expect(confirmGrant.getByRole('button', { name: 'Grant and send the e-Visa' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshotAtWidths(page, 'confirm-grant');
  await confirmGrant.getByRole('button', { name: 'Grant and send the e-Visa' }).click();
  await expect(page.getByText('Granted: the e-Visa is on its way to the applicant.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Photo and documents' })).toContainText('e-Visa');
  await expect(page.getByRole('definition').filter({ hasText: /^Granted$/ }).first()).toBeVisible();

  const [granted] = await mailsTo(page, paid.email, { timeoutMs: 30_000, matching: (mail) => mail.subject === `Your e-Visa is granted: application ${paid.id}` });
  expect(granted?.attachments?.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
});
