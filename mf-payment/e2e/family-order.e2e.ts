// A family of three applies together and pays once. The lead (an e-Medical patient) applies through
// every step; from Preview they add an e-Medical attendant and then an e-Tourist to the same order, each copying
// the answers families share with one choice (then editing one); the order page shows everyone complete, the
// payment page the fee of each, one PayPal order pays for all, the receipt lists each traveller, and the mail sink
// holds the confirmation of the lead and of each traveller with an address of their own. At the desk, an admin
// sees the order's other applications from one traveller's review and refunds that traveller's fee alone.
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SHARED_ANSWER_FIELDS, type SharedAnswerStep } from '@evisa/contracts';
import { SECURITY_QUESTIONS } from '@evisa/reference-data';
import { addStaffFromCommandLine, authenticatorCode } from '../../libs/testing/e2e/desk';
import { mailsTo } from '../../libs/testing/e2e/mail-sink';
import { applicantAnswers, type ApplicantAnswers } from '../../libs/testing/e2e/application/applicant-data';
import { completeStep, fieldByLabel, fillFields, idInUrl, numberIssued, STEP_SUBMIT } from '../../libs/testing/e2e/application/fill-steps';
import { documentScan, photo } from '../../libs/testing/e2e/images';
import { uniqueEmail } from '../../libs/testing/e2e/application/complete-application';
import { payInSandbox } from '../../libs/testing/e2e/paypal-sandbox';
import { accessibilityViolations } from '../../libs/testing/e2e/accessibility';

test.describe.configure({ timeout: 480_000 });
test.use({ actionTimeout: 15_000 });

type Traveller = { answers: ApplicantAnswers; email: string; id?: string };

/** A traveller's answers with their own address, passport and given name; `visa` overrides step 1's visa choice. */
function travellerAnswers(kind: Parameters<typeof applicantAnswers>[0], givenName: string, passportNumber: string, visa: Record<string, string> = {}): Traveller {
  const email = uniqueEmail();
  const answers = applicantAnswers(kind);
  answers.step1 = { ...answers.step1, ...visa, givenName, email, confirmEmail: email };
  answers.step2 = { ...answers.step2, passportNumber };
  return { answers, email };
}

/** The answers a traveller types: the shared ones are left out, they come from the first traveller. */
function ownAnswers(answers: Record<string, unknown>, step: SharedAnswerStep): Record<string, unknown> {
  const shared: readonly string[] = SHARED_ANSWER_FIELDS[step];
  return Object.fromEntries(Object.entries(answers).filter(([field]) => !shared.includes(field)));
}

/** Photograph, documents (every one the visa asks for) and security questions, up to the Preview. */
async function finishApplication(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`/Apply6/${id}$`, 'i'));
  await page.getByLabel(/^Your photograph/).setInputFiles(await photo(600, 600));
  await page.getByRole('button', { name: 'Submit and Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${id}$`, 'i'));
  const files = page.getByLabel(/^Choose a file/);
  await expect(files.first()).toBeVisible();
  for (let index = 0; index < (await files.count()); index += 1) await files.nth(index).setInputFiles(await documentScan(`document-${index}.png`, `Document ${index + 1}`));
  await page.getByRole('checkbox', { name: 'I have verified that all the documents are uploaded as per the requirement.' }).check();
  await page.getByRole('button', { name: 'Submit and Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/questions/${id}$`, 'i'));
  for (const { text } of SECURITY_QUESTIONS) {
    await page.getByRole('group', { name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`) }).getByRole('radio', { name: 'No' }).check();
  }
  await page.getByRole('checkbox', { name: /I hereby declare that the information furnished above is correct/ }).check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/Preview/${id}$`, 'i'));
}

/** A desk page of an admin signed in, in a browser context of its own. */
async function adminDesk(browser: Browser): Promise<Page> {
  const email = `admin.${randomBytes(4).toString('hex')}@agency.example`;
  const token = new URL(addStaffFromCommandLine({ email, name: 'Asha Admin', role: 'admin' })).hash.slice(1);
  const page = await (await browser.newContext()).newPage();
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  const setup = await page.request.post('/api/staff/auth/setup', { data: { token, password } });
  expect(setup.status(), await setup.text()).toBe(200);
  const secret = (await setup.json()).data.secret as string;
  expect((await page.request.post('/api/staff/auth/setup/totp', { data: { token, code: authenticatorCode(secret, -1) } })).status()).toBe(200);
  const signedIn = await page.request.post('/api/staff/auth/sign-in', { data: { email, password, code: authenticatorCode(secret) } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return page;
}

/**
 * From the Preview of an application of the order: 'Add another traveller', one choice copies the shared answers,
 * then the traveller's own answers through every step; `edit` changes copied answers before their step is saved.
 */
async function addTraveller(page: Page, leadId: string, lead: Traveller, traveller: Traveller, edit: Record<string, string> = {}) {
  await page.getByRole('link', { name: 'Add another traveller' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${leadId}/traveller$`, 'i'));
  await expect(page.getByRole('heading', { level: 1, name: 'Add a traveller' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy from the first traveller' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied from Anna Smith' })).toBeFocused();
  await expect(fieldByLabel(page, 'portOfArrival')).toHaveValue(lead.answers.step1.portOfArrival);
  // The lead's e-mail address, phone and visa too, which the traveller's own answers below then replace.
  for (const field of ['email', 'contactNo', 'visaService'] as const) await expect(fieldByLabel(page, field)).toHaveValue(lead.answers.step1[field]);
  expect(await accessibilityViolations(page)).toEqual([]);

  const { answers } = traveller;
  await fillFields(page, ownAnswers(answers.step1, 'step1'));
  await page.getByRole('button', { name: STEP_SUBMIT[1].button, exact: true }).click();
  // The traveller's own number, to keep, and whether it was e-mailed to them.
  await expect(numberIssued(page)).toContainText(`An e-mail with this number is on its way to ${traveller.email}.`);
  await numberIssued(page).getByRole('button', { name: 'Continue to step 2' }).click();
  await expect(page).toHaveURL(STEP_SUBMIT[1].next);
  const id = idInUrl(page);
  await completeStep(page, 2, answers);

  // Steps 3 to 5 open with the first traveller's shared answers, ready to check, change and save.
  for (const step of [3, 4, 5] as const) {
    const key = `step${step}` as const;
    for (const field of SHARED_ANSWER_FIELDS[key]) {
      const value = (lead.answers[key] as Record<string, unknown>)[field];
      // The permanent address follows the present one ('same as present address'), its boxes disabled.
      if (typeof value === 'string' && value && !field.startsWith('permanent')) await expect(fieldByLabel(page, field).first()).toHaveValue(value);
    }
    await fillFields(page, { ...ownAnswers(answers[key], key), ...Object.fromEntries(Object.entries(edit).filter(([field]) => (SHARED_ANSWER_FIELDS[key] as readonly string[]).includes(field))) });
    await page.getByRole('button', { name: STEP_SUBMIT[step].button, exact: true }).click();
    await expect(page).toHaveURL(STEP_SUBMIT[step].next);
  }
  await finishApplication(page, id);
  traveller.id = id;
  return id;
}

test('a family of three (e-Medical patient, e-Medical attendant, e-Tourist) applies in one order and pays once', async ({ browser, page }) => {
  const lead = travellerAnswers('medical', 'Anna', 'P1000001');
  // The family's own address, places and reference, which the others copy.
  lead.answers.step3 = { ...lead.answers.step3, presentHouseNo: '7 Harley Street', permanentHouseNo: '7 Harley Street' };
  lead.answers.step4 = { ...lead.answers.step4, placeVisited1: 'New Delhi', placeVisited2: 'Agra' };
  lead.answers.step5 = { ...lead.answers.step5, referenceNameIndia: 'Dr Meera Iyer' };

  // The lead, through every step of the site.
  await page.goto('/Apply');
  for (const step of [1, 2, 3, 4, 5] as const) await completeStep(page, step, lead.answers);
  const leadId = idInUrl(page);
  lead.id = leadId;
  await finishApplication(page, leadId);

  const attendant = travellerAnswers('tourist30', 'Ben', 'P1000002', { visaService: 'medicalAttendant', serviceSubCategory: 'patientAttendant', serviceSubCat_subCategory: '' });
  attendant.answers.step4 = {
    ...attendant.answers.step4,
    patientTravMedVisa_name: 'Anna Smith',
    patientTravMedVisa_visaNumber: 'Applied with this order',
    patientTravMedVisa_applicationId: leadId,
    patientTravMedVisa_passportNumber: 'P1000001',
    patientTravMedVisa_dateOfBirth: lead.answers.step1.dateOfBirth,
    patientTravMedVisa_nationality: 'GB',
  } as typeof attendant.answers.step4;
  await addTraveller(page, leadId, lead, attendant);

  // The third traveller takes urgent processing and changes one copied place.
  const tourist = travellerAnswers('tourist30', 'Cara', 'P1000003', { applicationType: 'urgent' });
  await addTraveller(page, leadId, lead, tourist, { placeVisited2: 'Jaipur' });
  await expect(page.getByRole('region', { name: 'Details of Visa Sought' })).toContainText('Jaipur');

  // Preview's 'Verified and Continue' leads a traveller of an order to the order page.
  await page.getByRole('button', { name: 'Verified and Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${leadId}$`, 'i'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  for (const name of ['Anna Smith', 'Ben Smith', 'Cara Smith']) await expect(page.getByRole('listitem', { name: new RegExp(`^${name}`) })).toContainText('Complete');
  expect(await accessibilityViolations(page)).toEqual([]);
  const order = (await (await page.request.get(`/api/orders/${leadId}`)).json()).data as { total: number; travellers: { uniqueId: string; fee: { total: number } }[] };
  const usd = (amount: number) => `$${amount.toFixed(2)}`;

  await page.getByRole('link', { name: 'Pay for all 3 travellers' }).click();
  await expect(page).toHaveURL(new RegExp(`/Payment/${leadId}$`, 'i'));
  const fees = page.getByRole('table', { name: 'Fees of the 3 travellers' });
  for (const traveller of order.travellers) await expect(fees.getByRole('row', { name: new RegExp(`${traveller.uniqueId} \\${usd(traveller.fee.total)}$`) })).toBeVisible();
  await expect(fees.getByRole('row', { name: `Total for the order ${usd(order.total)}` })).toBeVisible();
  await payInSandbox(page);

  await expect(page).toHaveURL(new RegExp(`/Payment/${leadId}/confirmation$`, 'i'));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(usd(order.total));
  const paidFor = receipt.getByRole('table', { name: 'Travellers paid for (3)' });
  for (const traveller of order.travellers) await expect(paidFor.getByRole('row', { name: new RegExp(`${traveller.uniqueId} \\${usd(traveller.fee.total)}$`) })).toBeVisible();

  // The confirmation e-mails: the lead's lists everyone; each traveller with an address of their own gets theirs.
  const [leadMail] = await mailsTo(page, lead.email, { matching: (mail) => mail.subject === `Payment received: e-Visa application ${leadId}` });
  expect(leadMail.text).toContain('Dear Anna Smith,');
  for (const other of [attendant, tourist]) {
    expect(leadMail.text).toContain(other.id!);
    const [mail] = await mailsTo(page, other.email, { matching: (sent) => sent.subject === `Payment received: e-Visa application ${other.id}` });
    expect(mail.text).toContain(`Dear ${other.answers.step1.givenName} Smith,`);
  }

  // The desk: the attendant's review links the order's other applications; a refund there is the attendant's alone.
  const desk = await adminDesk(browser);
  await desk.goto(`/agency/applications/${attendant.id}`);
  const together = desk.getByRole('region', { name: 'Travelling together: an order of 3 applications' });
  await expect(together.getByRole('link', { name: `Anna Smith, ${leadId}` })).toHaveAttribute('href', `/agency/applications/${leadId}`);
  await expect(together.getByRole('link', { name: `Cara Smith, ${tourist.id}` })).toHaveAttribute('href', `/agency/applications/${tourist.id}`);
  const attendantFee = order.travellers.find((traveller) => traveller.uniqueId === attendant.id)!.fee.total.toFixed(2);
  const refunds = desk.getByRole('region', { name: 'Payment and refunds' });
  await expect(refunds.getByText(`${attendantFee} USD`).first()).toBeVisible();
  const refund = desk.getByRole('form', { name: 'Refund' });
  await refund.getByRole('textbox', { name: 'Reason' }).fill('The attendant cannot travel');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await desk.getByRole('dialog', { name: /^Refund / }).getByRole('button', { name: `Refund ${attendantFee} USD` }).click();
  await expect(desk.getByText(`${attendantFee} USD refunded; the applicant is told by e-mail.`)).toBeVisible();
  expect(await accessibilityViolations(desk)).toEqual([]);
  // The lead's and the tourist's payments stand: nothing of theirs was refunded.
  await together.getByRole('link', { name: `Anna Smith, ${leadId}` }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Application ${leadId}` })).toBeVisible();
  const leadFee = order.travellers.find((traveller) => traveller.uniqueId === leadId)!.fee.total.toFixed(2);
  const leadRefunds = desk.getByRole('region', { name: 'Payment and refunds' });
  await expect(leadRefunds.getByRole('definition').filter({ hasText: '0.00 USD' })).toHaveCount(1);
  await expect(leadRefunds.getByRole('definition').filter({ hasText: `${leadFee} USD` })).toHaveCount(2);
});
