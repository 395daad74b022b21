import { fieldsNotAsked, STEP3_FIELDS, STEP3_FLAGS } from '@evisa/contracts';
import { withDefaults } from '../steps/answer-forms';
import { ANSWER_RULES } from '../steps/answer-rules';
import type { SelfContainedStep } from '../steps/step-answers';

/**
 * Step 3, addresses, family, occupation and military service (spec 3.1, 4.2 and 5.3): its rule reads none of the
 * other steps' answers.
 */
export const STEP3: SelfContainedStep = {
  step: 'step3',
  selfContained: true,
  fields: () => STEP3_FIELDS,
  normalise: (answers) => withDefaults(answers, STEP3_FLAGS, { inMilitaryOrganization: 'No' }),
  hidden: (answers) => fieldsNotAsked(['spouse', 'grandparentDetails', 'militaryService'], answers),
  validate: ANSWER_RULES.step3,
};
