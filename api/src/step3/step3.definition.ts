import { MILITARY_SERVICE_FIELDS, STEP3_FIELDS, validateStep3 } from '@evisa/contracts';
import { withDefaults } from '../steps/answer-forms';
import type { StepDefinition } from '../steps/step-answers';

export const STEP3_FLAGS = ['sameAsPermanent'] as const;

const SPOUSE_FIELDS = ['spouseName', 'SpouseNationality', 'SpousePrevNationality', 'SpouseBirthPlace', 'SpouseCtryOfBirth'] as const;

/** Step 3, addresses, family, occupation and military service (spec 3.1, 4.2 and 5.3). */
export const STEP3: StepDefinition = {
  step: 'step3',
  fields: () => STEP3_FIELDS,
  normalise: (answers) => withDefaults(answers, STEP3_FLAGS, { inMilitaryOrganization: 'No' }),
  hidden: (answers) => [
    ...(answers.maritalStatus === 'Married' ? [] : SPOUSE_FIELDS),
    ...(answers.grandparentPakistani === 'Yes' ? [] : ['grandparentPakistaniYes']),
    ...(answers.inMilitaryOrganization === 'Yes' ? [] : MILITARY_SERVICE_FIELDS),
  ],
  validate: validateStep3,
};
