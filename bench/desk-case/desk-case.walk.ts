// One full desk case walked in Chromium through the composed site, every action a person takes counted by the
// rules of action-log.mjs and timed: a paid application; a reviewer signs in with a code, finds and claims it, reads
// it, asks for one answer and one document again; the applicant corrects them through the e-mail's link and sends
// them back; the reviewer ticks the checklist, records the submission to the government and grants with the PDF.
// Prints the counts and estimated minutes per person and writes them to bench/results/desk-case-latest.json.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { addStaffFromCommandLine, authenticatorCode } from '../../libs/testing/e2e/desk';
import { documentScan } from '../../libs/testing/e2e/images';
import { mailsTo } from '../../libs/testing/e2e/mail-sink';
import { paidApplication } from '../../libs/testing/e2e/paid-application';
import { ActionLog, KLM } from './action-log.mjs';

test.describe.configure({ timeout: 300_000 });

const repoRoot = path.resolve(__dirname, '../..');
const EMAIL = 'rita.reviewer@agency.example';
const PASSWORD = 'correct horse battery staple';
const MESSAGE = 'Please check your town of birth, and upload a sharper passport copy.';

/** The reviewer's account, set up over HTTP before the walk (a one-time step, not part of a case). */
async function reviewerSecret(page: Page): Promise<string> {
  const token = new URL(addStaffFromCommandLine({ email: EMAIL, name: 'Rita Reviewer', role: 'reviewer' })).hash.slice(1);
  const setup = await page.request.post('/api/staff/auth/setup', { data: { token, password: PASSWORD } });
  expect(setup.status(), await setup.text()).toBe(200);
  const secret: string = (await setup.json()).data.secret;
  const enrolled = await page.request.post('/api/staff/auth/setup/totp', { data: { token, code: authenticatorCode(secret, -1) } });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  return secret;
}

/** Counted actions of one person: each does the action, then waits for what the person waits to see. */
function person(log: ActionLog, actor: string) {
  const record = (kind: 'click' | 'fill' | 'select' | 'file' | 'key', what: string, run: () => Promise<unknown>, characters = 0) => log.record({ actor, kind, what, characters }, run);
  return {
    /** An action that is none of the below (following a link in an e-mail). */
    other: (kind: 'click' | 'key', what: string, run: () => Promise<unknown>) => record(kind, what, run),
    click: (what: string, target: Locator, outcome: () => Promise<unknown> = async () => undefined) =>
      record('click', what, async () => {
        await target.click();
        await outcome();
      }),
    check: (what: string, box: Locator) => record('click', what, async () => {
      await box.check();
      await expect(box).toBeChecked();
    }),
    fill: (what: string, field: Locator, text: string) => record('fill', what, () => field.fill(text), text.length),
    file: (what: string, input: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => record('file', what, () => input.setInputFiles(file)),
  };
}

test('a full desk case, counted and timed', async ({ browser, page }) => {
  const log = new ActionLog();
  const reviewer = person(log, 'reviewer');
  const applicantActs = person(log, 'applicant');
  const started = Date.now();

  const { id, email } = await paidApplication(browser);
  const secret = await reviewerSecret(page);

  // The reviewer, on the desk's sign-in page.
  await page.goto('/agency');
  await reviewer.fill('e-mail', page.getByRole('textbox', { name: /E-mail address/ }), EMAIL);
  await reviewer.fill('password', page.getByLabel(/^Password/), PASSWORD);
  await reviewer.fill('authenticator code', page.getByRole('textbox', { name: /Code from your authenticator app/ }), authenticatorCode(secret));
  await reviewer.click('sign in', page.getByRole('button', { name: 'Sign in' }), () => expect(page.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible());

  // Finds the case by its number and claims it from the queue, then opens it.
  const filters = page.getByRole('search', { name: 'Filter the queue' });
  await reviewer.fill('search', filters.getByRole('searchbox', { name: /^Number, name/ }), id);
  await reviewer.click('show', filters.getByRole('button', { name: 'Show' }), () => expect(page.getByText('Applications shown: 1')).toBeVisible());
  await reviewer.click('claim', page.getByRole('button', { name: `Claim application ${id}` }), () => expect(page.getByText(`You are now working on application ${id}.`)).toBeVisible());
  await reviewer.click('open the case', page.getByRole('link', { name: id }), () => expect(page.getByRole('heading', { level: 2, name: 'Checklist' })).toBeVisible());
  // Reading: the answers, the photo and the passport copy are on this page; reading costs no action by the rules.
  await expect(page.getByRole('complementary', { name: 'To compare with the answers' }).getByRole('img', { name: 'Photograph of the applicant' })).toBeVisible();

  // One answer and one document asked again.
  const ask = page.getByRole('form', { name: 'Ask the applicant for corrections' });
  await reviewer.check('pick the answer', ask.getByRole('checkbox', { name: 'Town/city of birth' }));
  await reviewer.check('pick the document', ask.getByRole('checkbox', { name: 'Passport copy (bio page)' }));
  await reviewer.fill('message', ask.getByRole('textbox', { name: /Message to the applicant/ }), MESSAGE);
  await reviewer.click('send the request', ask.getByRole('button', { name: 'Send the request' }), () =>
    expect(page.getByText('The applicant has been asked for the corrections by e-mail.')).toBeVisible(),
  );

  // The applicant, from the e-mail's link (following it is their first action).
  const [request] = await mailsTo(page, email, { timeoutMs: 30_000, matching: (mail) => mail.subject.startsWith('Please correct') });
  const link = /https?:\/\/\S+\/corrections\/\S+#\S+/.exec(request?.text ?? '')?.[0];
  expect(link).toBeDefined();
  const applicantContext = await browser.newContext();
  const applicant = await applicantContext.newPage();
  await applicantActs.other('click', 'open the e-mail link', async () => {
    await applicant.goto(link!);
    await expect(applicant.getByRole('heading', { level: 1, name: 'Correct your application' })).toBeVisible();
  });
  await applicantActs.fill('town of birth', applicant.getByLabel(/Town\/City of Birth/), 'York');
  await applicantActs.click('save', applicant.getByRole('button', { name: 'Save' }), () => expect(applicant.getByText(/Your corrections are saved/)).toBeVisible());
  await applicantActs.click('to the upload page', applicant.getByRole('link', { name: 'Upload the photo or documents again' }), () =>
    expect(applicant.getByRole('heading', { level: 1, name: 'Upload again' })).toBeVisible(),
  );
  await applicantActs.file('passport copy', applicant.getByLabel(/^Choose a file \(Passport copy/), await documentScan('passport.png', 'Passport'));
  await applicantActs.click('upload', applicant.getByRole('button', { name: 'Upload' }), () =>
    expect(applicant.getByText('Uploaded. Go back to your corrections to send them to our expert.')).toBeVisible(),
  );
  await applicantActs.click('back to the corrections', applicant.getByRole('link', { name: 'Back to your corrections' }), () =>
    expect(applicant.getByRole('button', { name: 'Send corrections' })).toBeVisible(),
  );
  await applicantActs.click('send', applicant.getByRole('button', { name: 'Send corrections' }), () =>
    expect(applicant.getByText('Thank you: your corrections have been sent.')).toBeVisible(),
  );
  await applicantContext.close();

  // The reviewer comes back to the case from the queue (it is theirs again, flagged), ticks what is left unticked,
  // records the submission and grants.
  await reviewer.click('queue', page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Queue' }), () =>
    expect(page.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible(),
  );
  await reviewer.click('open the case', page.getByRole('link', { name: id }), () => expect(page.getByText('Corrections back').first()).toBeVisible());
  const checklist = page.getByRole('region', { name: 'Checklist' });
  for (const box of await checklist.getByRole('checkbox').all()) {
    if (!(await box.isChecked())) await reviewer.check('tick a checklist item', box);
  }
  const submit = page.getByRole('form', { name: 'Submitted to the government' });
  await reviewer.fill('government reference', submit.getByRole('textbox', { name: /Government reference/ }), `GOV-${id}`);
  await reviewer.click('record the submission', submit.getByRole('button', { name: 'Record submission' }), () =>
    expect(page.getByText('The submission to the government is recorded.')).toBeVisible(),
  );
  const grant = page.getByRole('form', { name: 'Granted' });
  await reviewer.file('e-Visa PDF', grant.getByLabel(/e-Visa \(PDF\)/), { name: `evisa-${id}.pdf`, mimeType: 'application/pdf', buffer: await onePagePdf() });
  await reviewer.click('record granted', grant.getByRole('button', { name: 'Record granted and send the e-Visa' }), () =>
    expect(page.getByRole('dialog', { name: `Grant application ${id}?` })).toBeVisible(),
  );
  await reviewer.click('confirm the grant', page.getByRole('button', { name: 'Grant and send the e-Visa' }), () =>
    expect(page.getByText('Granted: the e-Visa is on its way to the applicant.')).toBeVisible(),
  );

  const summary = log.summary();
  const figures = { measuredAt: new Date().toISOString(), model: KLM, walkSeconds: Math.round((Date.now() - started) / 1000), summary, actions: log.actions };
  const results = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(results, { recursive: true });
  fs.writeFileSync(path.join(results, 'desk-case-latest.json'), `${JSON.stringify(figures, null, 2)}\n`);
  for (const [actor, totals] of Object.entries(summary)) {
    console.log(`${actor}: ${totals.actions} actions ${JSON.stringify(totals.byKind)}, ${totals.characters} characters typed, site waits ${totals.waitSeconds} s, model ${totals.modelSeconds} s: about ${totals.minutes} min`);
  }
  expect(summary.reviewer.actions).toBeGreaterThan(0);
  expect(summary.applicant.actions).toBeGreaterThan(0);
});

/** A one-page PDF standing for the government's e-Visa. */
async function onePagePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  return Buffer.from(await pdf.save());
}
