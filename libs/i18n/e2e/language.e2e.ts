import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@evisa/contracts';
import { mailsTo } from '../../testing/e2e/mail-sink';
import { heldEntryRunning, takeOver } from '../../testing/e2e/server-elements';
import applicationEn from '../../../mf-application/locales/en/application.json';
import applicationFr from '../../../mf-application/locales/fr/application.json';
import contactFormFr from '../../../mf-info-pages/locales/fr/info-contact-form.json';
import homeEn from '../../../mf-info-pages/locales/en/info-home.json';
import homeFr from '../../../mf-info-pages/locales/fr/info-home.json';
import homeDe from '../../../mf-info-pages/locales/de/info-home.json';
import shellEn from '../../../shell/locales/en/shell.json';
import shellFr from '../../../shell/locales/fr/shell.json';
import commonEn from '../locales/en/common.json';
import commonFr from '../locales/fr/common.json';
import journeyEn from '../locales/en/journey.json';
import journeyFr from '../locales/fr/journey.json';
import validationFr from '../locales/fr/validation.json';

// The same keys find the same controls in both languages: the tests read the label from each language's file.
const TEXTS = {
  en: { application: applicationEn, common: commonEn, journey: journeyEn, shell: shellEn, validation: MESSAGES },
  fr: { application: applicationFr, common: commonFr, journey: journeyFr, shell: shellFr, validation: validationFr },
};
type Language = keyof typeof TEXTS;

/**
 * The language of a translation chunk (webpackChunkName "i18n-<ns>-[request]" names it after its file:
 * i18n-passport-scan-fr-passport-scan-json, or i18n-validation-en for the spec's English messages).
 */
const chunkLanguage = (url: string) => /\/i18n-(?:[a-z]+-)+?([a-z]{2})[-.]/.exec(url)?.[1];

async function switchLanguage(page: Page, from: Language, to: Language) {
  await page.getByRole('combobox', { name: TEXTS[from].shell.language }).selectOption(to);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A step-1 control by its label in `language` (labels of required fields end with " *"). */
const field = (page: Page, language: Language, name: 'email' | 'confirmEmail' | 'surname' | 'visaService') =>
  page.getByLabel(new RegExp(`^${escape(TEXTS[language].application.fields[name])}( \\*)?$`));
const fieldError = (page: Page, name: string) => page.locator(`[id="field-${name}-error"]`);

async function submitStep1(page: Page, language: Language) {
  await page.getByRole('button', { name: TEXTS[language].application.step1.submit, exact: true }).click();
  await expect(page.getByRole('alert').filter({ has: page.getByRole('heading', { name: TEXTS[language].journey.errorSummary.title }) })).toBeVisible();
}

/**
 * The translation chunks this document downloaded, from its own resource timing: not those of the page it replaced.
 * A held public page asks for its texts only in idle moments after its load, or at the visitor's first interaction,
 * later than its heading shows: read once the page is taken over (takeOver), when its start has loaded every text
 * it shows.
 */
const textsDownloaded = (page: Page): Promise<string[]> =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => /\/i18n-/.test(url)));

test('switching to French shows the page in French, with only French texts downloaded, and the choice is remembered', async ({ page }) => {
  await page.goto('/');
  await heldEntryRunning(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: homeEn.home.importantNavigations.title })).toBeVisible();

  // The home page is held (usable as HTML until the visitor's first interaction): the choice asks for it again.
  await switchLanguage(page, 'en', 'fr');
  const heading = page.getByRole('heading', { name: homeFr.home.importantNavigations.title });
  await expect(heading).toBeVisible();
  // Taken over by its script, it stays French: the texts it downloaded for that are French, none English beside them.
  await takeOver(page);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('combobox', { name: shellFr.language })).toHaveValue('fr');
  const texts = await textsDownloaded(page);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.map(chunkLanguage)).toEqual(texts.map(() => 'fr'));

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('combobox', { name: shellFr.language })).toHaveValue('fr');
});

test('a first visit is in the browser’s language, when the site offers it', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const heading = page.getByRole('heading', { name: homeDe.home.importantNavigations.title });
  await expect(heading).toBeVisible();
  await takeOver(page);
  await expect(heading).toBeVisible();
  // No English downloaded beside German.
  expect(new Set((await textsDownloaded(page)).map(chunkLanguage))).toEqual(new Set(['de']));
  await context.close();
});

test('step 1 tells what is wrong in French, then in the spec’s English after switching back', async ({ page }) => {
  await page.goto('/Apply');
  await switchLanguage(page, 'en', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: applicationFr.step1.title })).toBeVisible();

  // Submitted empty.
  await submitStep1(page, 'fr');
  await expect(fieldError(page, 'surname')).toContainText(validationFr.required);
  await expect(fieldError(page, 'email')).toContainText(validationFr.required);
  await expect(page.getByText(validationFr.correctHighlightedErrors)).toBeVisible();

  // With e-mails that do not match.
  await field(page, 'fr', 'email').fill('anna@example.com');
  await field(page, 'fr', 'confirmEmail').fill('anna@example.org');
  await submitStep1(page, 'fr');
  await expect(fieldError(page, 'confirmEmail')).toContainText(validationFr.emailsDoNotMatch);
  await expect(fieldError(page, 'email')).toHaveCount(0);

  // The choices of the reference data's lists are in French too, and follow the language.
  await field(page, 'fr', 'visaService').selectOption('tourist');
  await expect(field(page, 'fr', 'visaService').locator('option:checked')).toHaveText(commonFr.options.visaService.tourist);
  await expect(page.getByRole('radio', { name: commonFr.options.visaSubCategory['30D'] })).toBeVisible();

  // Back to English: the same errors in the spec's wording.
  await switchLanguage(page, 'fr', 'en');
  await expect(page.getByRole('heading', { level: 1, name: applicationEn.step1.title })).toBeVisible();
  await expect(page.getByRole('radio', { name: TEXTS.en.common.options.visaSubCategory['30D'] })).toBeVisible();
  await expect(fieldError(page, 'confirmEmail')).toContainText(MESSAGES.emailsDoNotMatch);
  await expect(fieldError(page, 'surname')).toContainText(MESSAGES.required);
  await submitStep1(page, 'en');
  await expect(field(page, 'en', 'confirmEmail')).toBeVisible();
  await expect(page.getByText(MESSAGES.correctHighlightedErrors)).toBeVisible();
});

test('a message sent from the contact page in French is acknowledged in French and forwarded to the agency', async ({ page }) => {
  const email = `lea.${Date.now()}@example.fr`;
  await page.goto('/contact');
  await heldEntryRunning(page);
  await switchLanguage(page, 'en', 'fr');
  const form = page.getByRole('form', { name: contactFormFr.contactForm.title });

  await form.getByRole('button', { name: contactFormFr.contactForm.submit }).click();
  await expect(form.getByRole('alert').filter({ hasText: contactFormFr.contactForm.errorSummaryTitle })).toBeVisible();
  await expect(fieldError(page, 'message')).toContainText(validationFr.required);

  await form.getByRole('textbox', { name: contactFormFr.contactForm.name }).fill('Léa Martin');
  await form.getByRole('textbox', { name: contactFormFr.contactForm.email }).fill(email);
  await form.getByRole('textbox', { name: contactFormFr.contactForm.phone }).fill('+33 1 23 45 67 89');
  await form.getByRole('textbox', { name: contactFormFr.contactForm.message }).fill('Bonjour, quand recevrai-je mon e-Visa ?');
  // Sent at once: the form waits out the server's few seconds itself and the message is sent (never dropped).
  await form.getByRole('button', { name: contactFormFr.contactForm.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: contactFormFr.contactForm.sentTitle })).toBeVisible();

  const [acknowledgement] = await mailsTo(page, email);
  expect(acknowledgement.subject).toMatch(/^Nous avons bien reçu votre message \(CT[0-9A-Z]{10}\)$/);
  const forwarded = (await mailsTo(page, 'support@evisa.localhost')).find((mail) => mail.text.includes(email));
  expect(forwarded?.subject).toMatch(/^Contact form: Léa Martin \[CT[0-9A-Z]{10}\]$/);
});
