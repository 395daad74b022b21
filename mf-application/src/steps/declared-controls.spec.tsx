import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import {
  CHOICE_LISTS,
  PURPOSE_PREFIXES,
  PURPOSE_SECTION_DECLARATIONS,
  STEP1_DECLARATIONS,
  STEP2_DECLARATIONS,
  STEP3_DECLARATIONS,
  STEP5_DECLARATIONS,
  VISIT_PLAN_DECLARATIONS,
  choiceListOf,
  maxLengthOf,
  type ApplicationRecord,
  type FieldDeclaration,
  type PurposePrefix,
} from '@evisa/contracts';
import { isVisaBranch, VISA_SERVICES } from '@evisa/reference-data';
import { fakeApi, success } from '../testing/fake-api';
import { storedRecord } from '../testing/records';
import { renderScreen } from '../testing/render-screen';
import Step1EditScreen from '../screens/step1-edit';
import Step2Screen from '../screens/step2';
import Step3Screen from '../screens/step3';
import Step4Screen from '../screens/step4';
import Step5Screen from '../screens/step5';

// Each step form against its fields' declarations in @evisa/contracts: every declared field has the control of its
// kind (a text field, a text area, a list or radio buttons over the declared choices, a checkbox, a date), the
// declared length as its maxLength and the declared required mark; and the form has no control of its own.

type Declarations = Readonly<Record<string, FieldDeclaration>>;

/** Chosen on step 1 from the visa services tree: required when the chosen service offers them, over its own choices only. */
const VISA_TREE_LEVELS = ['serviceSubCategory', 'serviceSubCat_subCategory'];
/** The PIN code box holds six digits and a space ('110 001'), fewer than the declared outer limit. */
const PIN_CODE_BOX = 7;
/** The SAARC list's entry controls (the list is checked entry by entry by its own rule). */
const LIST_ENTRY_CONTROLS = ['saarcCountry', 'saarcYear', 'saarcVisits'];

/** Every answer asked: the details of each "Yes", a married applicant, another passport, a restricted area visited. */
const EVERYTHING_ASKED: Partial<ApplicationRecord> = {
  nameChanged: true,
  nationalityAcquired: 'By naturalization',
  otherPassport: true,
  maritalStatus: 'Married',
  grandparentPakistani: 'Yes',
  inMilitaryOrganization: 'Yes',
  visitedIndiaBefore: 'yes',
  visaRefused: 'yes',
  saarcCountries: 'yes',
  saarcDetails: [],
  sportsAct_restrictedAreaVisit: 'Yes',
} as Partial<ApplicationRecord>;

async function renderStep(Screen: ComponentType, step: number, overrides: Partial<ApplicationRecord> = {}): Promise<HTMLFormElement> {
  fakeApi({ 'GET /visaapplication/application': () => success(storedRecord({ ...EVERYTHING_ASKED, ...overrides })) });
  const path = step === 1 ? 'Apply1' : `Apply${step}`;
  await renderScreen(Screen, { path: `/${path}/X`, pattern: `/${path}/:id` });
  return (await screen.findByRole('button', { name: /^(Submit and Next|Save and Continue)$/ })).closest('form')!;
}

const values = (list: readonly { value: string }[]) => list.map(({ value }) => value).sort();

/** What the form renders for one field, in the terms of a declaration. */
function rendered(form: HTMLFormElement, field: string) {
  const controls = [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${field}"], [name="${field}-day"]`)];
  const [first] = controls;
  if (!first) return { control: 'none' };
  const required = first.required;
  if (first.name === `${field}-day`) return { control: 'date', required };
  if (first instanceof HTMLTextAreaElement) return { control: 'textArea', maxLength: first.maxLength, required };
  if (first instanceof HTMLSelectElement) return { control: 'choice', choices: values([...first.options].filter((option) => option.value !== '')), required };
  if (first.type === 'checkbox') return { control: 'flag', required };
  if (first.type === 'radio') {
    const choices = values(controls as HTMLInputElement[]);
    return choices.join() === 'false,true' ? { control: 'flag', required } : { control: 'choice', choices, required };
  }
  return { control: 'textField', maxLength: first.maxLength, required };
}

/** What the declaration asks the form to render for one field. */
function declared(field: string, declaration: FieldDeclaration, choicesShown: readonly string[] = []) {
  const required = declaration.required !== undefined || VISA_TREE_LEVELS.includes(field);
  const list = choiceListOf(declaration);
  switch (declaration.kind) {
    case 'multiLine':
      return { control: 'textArea', maxLength: maxLengthOf(declaration), required };
    case 'flag':
      return { control: 'flag', required };
    case 'date':
      return { control: 'date', required };
    case 'option':
    case 'yesNo':
    case 'country': {
      const all = values(CHOICE_LISTS[list!]);
      // A level of the visa tree offers the chosen branch's choices, each one of the declared list.
      return { control: 'choice', choices: VISA_TREE_LEVELS.includes(field) ? choicesShown.filter((choice) => all.includes(choice)) : all, required };
    }
    default:
      return { control: 'textField', maxLength: declaration.kind === 'pinCode' ? PIN_CODE_BOX : maxLengthOf(declaration), required };
  }
}

function expectControlsAsDeclared(form: HTMLFormElement, declarations: Declarations): void {
  for (const [field, declaration] of Object.entries(declarations)) {
    if (declaration.kind === 'list') continue;
    const shown = rendered(form, field);
    expect({ field, ...shown }).toEqual({ field, ...declared(field, declaration, shown.choices) });
  }
  const names = new Set([...form.querySelectorAll<HTMLInputElement>('[name]')].map((control) => control.name.replace(/-(day|month|year)$/, '')));
  const undeclared = [...names].filter((name) => !Object.hasOwn(declarations, name) && !LIST_ENTRY_CONTROLS.includes(name));
  expect(undeclared).toEqual([]);
}

/** A visa selection whose sub-category shows this purpose section. */
function selectionShowing(prefix: PurposePrefix): Partial<ApplicationRecord> {
  for (const service of VISA_SERVICES) {
    for (const option of service.options) {
      const leaves = isVisaBranch(option) ? option.options.map((leaf) => ({ leaf, purpose: leaf.value })) : [{ leaf: option, purpose: '' }];
      const found = leaves.find(({ leaf }) => leaf.purposeSection === prefix);
      if (found) return { visaService: service.value, serviceSubCategory: option.value, serviceSubCat_subCategory: found.purpose } as Partial<ApplicationRecord>;
    }
  }
  throw new Error(`No sub-category shows ${prefix}`);
}

describe('the step forms render their fields as declared', () => {
  it('step 1', async () => {
    const form = await renderStep(Step1EditScreen, 1);
    await screen.findByLabelText(/^Port of Arrival/); // the travel section renders just after the first paint
    expectControlsAsDeclared(form, STEP1_DECLARATIONS);
  });

  it('step 2, every conditional answer asked', async () => {
    // The carried step-1 answers are shown read-only, not as controls.
    const form = await renderStep(Step2Screen, 2);
    await screen.findByLabelText(/^Passport Number/); // the passport section renders just after the first paint
    expectControlsAsDeclared(form, STEP2_DECLARATIONS);
  });

  it('step 3, every conditional answer asked', async () => {
    expectControlsAsDeclared(await renderStep(Step3Screen, 3), STEP3_DECLARATIONS);
  });

  it.each([...PURPOSE_PREFIXES])('step 4 with the purpose section %s', async (prefix) => {
    const form = await renderStep(Step4Screen, 4, selectionShowing(prefix));
    expectControlsAsDeclared(form, { ...VISIT_PLAN_DECLARATIONS, ...PURPOSE_SECTION_DECLARATIONS[prefix] });
  });

  it('step 5, every conditional answer asked', async () => {
    expectControlsAsDeclared(await renderStep(Step5Screen, 5), STEP5_DECLARATIONS);
  });
});
