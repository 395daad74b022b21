import { fieldsNotAsked, STEP3_FIELDS, validateStep3 } from '@evisa/contracts';
import { withDefaults } from '../steps/answer-forms';
import type { StepDefinition } from '../steps/step-answers';

export const STEP3_FLAGS = ['sameAsPermanent'] as const;

/** Step 3, addresses, family, occupation and military service (spec 3.1, 4.2 and 5.3). */
export const STEP3: StepDefinition = {
  step: 'step3',
  fields: () => STEP3_FIELDS,
  normalise: (answers) => withDefaults(answers, STEP3_FLAGS, { inMilitaryOrganization: 'No' }),
  hidden: (answers) => fieldsNotAsked(['spouse', 'grandparentDetails', 'militaryService'], answers),
  validate: validateStep3,
};
