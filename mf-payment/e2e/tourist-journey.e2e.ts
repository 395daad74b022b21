import { expect, test, type Page } from '@playwright/test';
import { SECURITY_QUESTIONS } from '@evisa/reference-data';
import { mailsTo } from '../../libs/testing/e2e/mail-sink';
import { isoDaysFromToday, uniqueEmail } from '../../libs/testing/e2e/application/complete-application';
import { payInSandbox } from '../../libs/testing/e2e/paypal-sandbox';
import { passportPng, photo } from '../../libs/testing/e2e/images';
import { fillDate } from '../../libs/testing/e2e/date-input';

// The whole journey of one applicant through the composed site, every step through its screen.
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 15_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A control by its whole label; a required field's label ends with the kit's ' *' mark. */
const byLabel = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));
const question = (page: Page, name: RegExp) => page.getByRole('group', { name });
/** A date input (day, month and year boxes) by its whole question. */
const dateGroup = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${escape(label)}( \\*)?$`) });

async function next(page: Page, button: string, path: RegExp) {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(path, { timeout: 20_000 });
}

test('a tourist applies from the home page through every step, pays with PayPal and gets the confirmation and e-mail', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/');
  await page.getByRole('link', { name: 'Apply For E-Visa' }).first().click();
  await expect(page).toHaveURL(/\/Apply$/);

  // Step 1: E-Visa Application
  await expect(page.getByRole('heading', { level: 1, name: 'E-Visa Application' })).toBeVisible();
  await byLabel(page, 'Application Type').selectOption('normal');
  await byLabel(page, 'Passport Type').selectOption('ordinary');
  await byLabel(page, 'Surname').fill('Smith');
  await byLabel(page, 'Given Name').fill('Anna');
  await byLabel(page, 'Nationality').selectOption('GB');
  await fillDate(dateGroup(page, 'Date of Birth'), '1990-05-20');
  await byLabel(page, 'Email ID').fill(email);
  await byLabel(page, 'Re-enter Email ID').fill(email);
  await byLabel(page, 'Contact Number').fill('+44 20 7946 0958');
  await byLabel(page, 'Port of Arrival').selectOption('delhi-airport');
  await fillDate(dateGroup(page, 'Expected Date of Arrival'), isoDaysFromToday(30));
  await byLabel(page, 'Visa Service').selectOption('tourist');
  await page.getByRole('radio', { name: '30 days (double entry)' }).check();
  await page.getByRole('radio', { name: 'Tourism/recreation/sight-seeing' }).check();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByRole('region', { name: 'Your temporary application number' })).toContainText(`An e-mail with this number is on its way to ${email}.`);
  await next(page, 'Continue to step 2', /\/Apply2\/IN[0-9A-Z]{13}$/i);
  const id = /\/Apply2\/(IN[0-9A-Z]{13})$/i.exec(page.url())![1];

  // Step 2: Application Detail Form and Passport Details
  await expect(page.getByText(id, { exact: true }).first()).toBeVisible();
  await byLabel(page, 'Gender').selectOption('FEMALE');
  await byLabel(page, 'Town/City of Birth').fill('Leeds');
  await byLabel(page, 'Country of Birth').selectOption('GB');
  await byLabel(page, 'Citizenship/National ID No.').fill('AB123456C');
  await byLabel(page, 'Religion').selectOption('CHRISTIAN');
  await byLabel(page, 'Educational Qualification').selectOption('GRADUATE');
  await question(page, /^Did you acquire your nationality/).getByRole('radio', { name: 'By birth' }).check();
  await question(page, /^Have you lived for at least two years/).getByRole('radio', { name: 'Yes' }).check();
  await byLabel(page, 'Passport Number').fill('123456789');
  await byLabel(page, 'Place of Issue').fill('London');
  await fillDate(dateGroup(page, 'Date of Issue'), isoDaysFromToday(-700));
  await fillDate(dateGroup(page, 'Date of Expiry'), isoDaysFromToday(2900));
  await question(page, /^Do you hold any other valid passport/).getByRole('radio', { name: 'No' }).check();
  await next(page, 'Save and Continue', new RegExp(`/Apply3/${id}$`, 'i'));

  // Step 3: addresses, family, occupation
  await byLabel(page, 'House No./Street').fill('12 Park Lane');
  await byLabel(page, 'Village/Town/City').fill('Leeds');
  await byLabel(page, 'Country').first().selectOption('GB');
  await byLabel(page, 'State/Province/District').fill('West Yorkshire');
  await byLabel(page, 'Postal/Zip Code').fill('LS1 1AA');
  await byLabel(page, 'Phone Number').fill('0113 496 0000');
  await byLabel(page, 'Mobile Number').fill('+44 7700 900123');
  await byLabel(page, 'Same as present address').check();
  await byLabel(page, "Father's Name").fill('John Smith');
  await byLabel(page, "Father's Nationality").selectOption('GB');
  await byLabel(page, "Father's Place of Birth").fill('York');
  await byLabel(page, "Father's Country of Birth").selectOption('GB');
  await byLabel(page, "Mother's Name").fill('Mary Smith');
  await byLabel(page, "Mother's Nationality").selectOption('GB');
  await byLabel(page, "Mother's Place of Birth").fill('Hull');
  await byLabel(page, "Mother's Country of Birth").selectOption('GB');
  await question(page, /^Marital Status/).getByRole('radio', { name: 'Single' }).check();
  await question(page, /^Were your grandfather or grandmother/).getByRole('radio', { name: 'No' }).check();
  await byLabel(page, 'Present Occupation').selectOption('Engineer');
  await byLabel(page, 'Employer Name/Business').fill('Acme Ltd');
  await byLabel(page, 'Employer Address').fill('1 Park Row, Leeds');
  await byLabel(page, 'Employer Phone Number').fill('0113 496 0001');
  await question(page, /^Are you or were you in a military/).getByRole('radio', { name: 'No' }).check();
  await next(page, 'Submit and Next', new RegExp(`/Apply4/${id}$`, 'i'));

  // Step 4: visit details
  await byLabel(page, 'Place Likely to be Visited 1').fill('Agra');
  await byLabel(page, 'Expected Port of Exit from India').selectOption('delhi-airport');
  await next(page, 'Submit and Next', new RegExp(`/Apply5/${id}$`, 'i'));

  // Step 5: previous visits, other information, references
  await question(page, /^Have you ever visited India before/).getByRole('radio', { name: 'No' }).check();
  await question(page, /^Has permission to visit or to extend your stay/).getByRole('radio', { name: 'No' }).check();
  await byLabel(page, 'Countries Visited in the Last 10 Years').fill('France, Spain');
  await question(page, /^Have you visited any SAARC country/).getByRole('radio', { name: 'No' }).check();
  await byLabel(page, 'Reference Name in India').fill('Ravi Kumar');
  await byLabel(page, 'Reference Address in India').fill('1 MG Road, New Delhi');
  await byLabel(page, 'Reference Phone Number in India').fill('+91 98765 43210');
  await byLabel(page, 'Reference Name in Home Country').fill('Tom Brown');
  await byLabel(page, 'Reference Address in Home Country').fill('2 High Street, Leeds');
  await byLabel(page, 'Reference Phone Number in Home Country').fill('+44 7700 900456');
  await next(page, 'Save and Continue', new RegExp(`/Apply6/${id}$`, 'i'));

  // Photograph, documents, security questions
  await page.getByLabel(/^Your photograph/).setInputFiles(await photo(600, 600));
  await next(page, 'Submit and Next', new RegExp(`/documents/${id}$`, 'i'));
  // A tourist uploads only the passport copy: the page's one file input.
  await page.getByLabel(/^Choose a file/).setInputFiles(await passportPng());
  await page.getByRole('checkbox', { name: 'I have verified that all the documents are uploaded as per the requirement.' }).check();
  await next(page, 'Submit and Next', new RegExp(`/questions/${id}$`, 'i'));
  for (const { text } of SECURITY_QUESTIONS) await question(page, new RegExp(`^${escape(text)}`)).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('checkbox', { name: /I hereby declare that the information furnished above is correct/ }).check();
  await next(page, 'Submit', new RegExp(`/Preview/${id}$`, 'i'));

  // Preview: the answers as stored, then payment
  const applicant = page.getByRole('region', { name: 'Applicant Details' });
  await expect(applicant).toContainText('20/05/1990');
  await expect(applicant).toContainText('United Kingdom');
  await expect(page.getByRole('region', { name: 'Details of Visa Sought' })).toContainText('Agra');
  await expect(page.getByRole('img', { name: 'Applicant photograph' })).toHaveJSProperty('naturalWidth', 600);
  await page.getByRole('button', { name: 'Verified and Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/Payment/${id}$`));
  await expect(page.getByText('NORMAL', { exact: true })).toBeVisible();
  await expect(page.getByText('DELHI AIRPORT', { exact: true })).toBeVisible();
  await payInSandbox(page);

  // Confirmation page and e-mail
  await expect(page).toHaveURL(new RegExp(`/Payment/${id}/confirmation$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByText(/Processing time for Normal applications: 3 to 5 business days/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Receipt' })).toContainText('Anna Smith');
  const [mail] = await mailsTo(page, email, { matching: (sent) => sent.subject.startsWith('Payment received') });
  expect(mail.subject).toBe(`Payment received: e-Visa application ${id}`);
  // After step 1 the applicant was sent the number with a link to continue.
  const [number] = await mailsTo(page, email, { matching: (sent) => sent.subject === `Your e-Visa application number: ${id}` });
  expect(number.text).toContain(`/partial-Filled#${id}`);
  expect(mail.text).toContain('Dear Anna Smith,');
});
