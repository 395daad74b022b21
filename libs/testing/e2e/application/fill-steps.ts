// Steps 1 to 5 driven through their forms, finding each control by the English label the application remote shows.
import { expect, type Page } from '@playwright/test';
import texts from '../../../../mf-application/locales/en/application.json';
import type { ApplicantAnswers } from './applicant-data';
import { fillDate } from '../date-input';

type StepNumber = 1 | 2 | 3 | 4 | 5;

/** The button that saves each step, and the page it leads to (spec 4.1). */
export const STEP_SUBMIT: Record<StepNumber, { button: string; next: RegExp }> = {
  1: { button: texts.step1.submit, next: /\/Apply2\/IN\w+$/i },
  2: { button: texts.step2.submit, next: /\/Apply3\/IN\w+$/i },
  3: { button: texts.step3.submit, next: /\/Apply4\/IN\w+$/i },
  4: { button: texts.step4.submit, next: /\/Apply5\/IN\w+$/i },
  5: { button: texts.step5.submit, next: /\/Apply6\/IN\w+$/i },
};

/** The English label of a field, as the form shows it. */
export function labelOf(field: string): string {
  return (texts.fields as Record<string, string>)[field] ?? field;
}

/** A label's whole text, with or without the required mark. */
export function exactLabel(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`);
}

/** The control of a field, found by its English label. */
export function fieldByLabel(page: Page, field: string) {
  return page.getByLabel(exactLabel(labelOf(field)));
}

/** A date field's fieldset (day, month and year boxes), found by its English question. */
export function dateByLabel(page: Page, field: string) {
  return page.getByRole('group', { name: exactLabel(labelOf(field)) });
}

type ControlKind = { kind: string; enabled: boolean };

/** The kind of every form control on the page, by field name (one round trip instead of one per field). */
function controlKinds(page: Page): Promise<Record<string, ControlKind>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement>('main [id^="field-"]')].map((element) => [
        element.id.slice('field-'.length),
        { kind: element.closest('.date-input') ? 'date' : element.tagName === 'INPUT' ? element.type : element.tagName.toLowerCase(), enabled: !element.disabled },
      ]),
    ),
  );
}

/**
 * Types answers into the form on the page, in order, whatever the control: each control's id is
 * `field-<name>` (the UI kit's convention, which the error summary links to). Empty answers are left alone;
 * disabled controls (a copied permanent address) are skipped. Controls an earlier answer reveals are waited for.
 */
export async function fillFields(page: Page, answers: Record<string, unknown>): Promise<void> {
  let kinds = await controlKinds(page);
  for (const [field, value] of Object.entries(answers)) {
    if (value === '' || value === undefined || value === null || Array.isArray(value)) continue;
    const control = page.locator(`[id="field-${field}"]`);
    if (!kinds[field]) {
      await control.waitFor();
      kinds = await controlKinds(page);
    }
    const { kind, enabled } = kinds[field];
    if (kind === 'radio') await page.locator(`input[type=radio][name="${field}"][value="${String(value)}"]`).check();
    else if (kind === 'checkbox') await control.setChecked(value === true);
    else if (kind === 'select') await control.selectOption(String(value));
    else if (kind === 'date') await fillDate(page.locator('fieldset.date-input', { has: control }), String(value));
    else if (enabled) await control.fill(String(value));
    // A choice can reveal, hide or disable other fields.
    if (kind === 'radio' || kind === 'checkbox' || kind === 'select') kinds = await controlKinds(page);
  }
}

/** The panel a new application's step 1 shows before step 2: the number to keep and whether it was e-mailed. */
export function numberIssued(page: Page) {
  return page.getByRole('region', { name: texts.numberIssued.title });
}

/** Saves a new application's step 1 (/Apply); past the number it shows, resolves once step 2 has opened. */
export async function createFromStep1(page: Page): Promise<void> {
  await page.getByRole('button', { name: STEP_SUBMIT[1].button, exact: true }).click();
  await expect(numberIssued(page)).toContainText(/IN[0-9A-Z]{13}/);
  await numberIssued(page).getByRole('button', { name: texts.numberIssued.continue }).click();
  await expect(page).toHaveURL(STEP_SUBMIT[1].next);
}

/** Fills one step with its answers and saves it (step 1 of a new application: /Apply); resolves once the next page has opened. */
export async function completeStep(page: Page, step: StepNumber, answers: ApplicantAnswers): Promise<void> {
  await fillFields(page, answers[`step${step}`]);
  if (step === 1 && new URL(page.url()).pathname === '/Apply') return createFromStep1(page);
  await page.getByRole('button', { name: STEP_SUBMIT[step].button, exact: true }).click();
  await expect(page).toHaveURL(STEP_SUBMIT[step].next);
}

/** The temporary application ID in the page's URL. */
export function idInUrl(page: Page): string {
  const match = /\/(IN[0-9A-Z]+)$/i.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`No application id in ${page.url()}`);
  return match[1];
}
