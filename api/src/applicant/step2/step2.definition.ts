import { fieldsNotAsked, STEP2_FIELDS, STEP2_FLAGS } from '@evisa/contracts';
import { withDefaults } from '../steps/answer-forms';
import { ANSWER_RULES } from '../steps/answer-rules';
import type { StepDefinition } from '../steps/step-answers';

/** Step 2, applicant and passport details (spec 3.1, 4.2 and 5.2). */
export const STEP2: StepDefinition = {
  step: 'step2',
  fields: () => STEP2_FIELDS,
  normalise: (answers) => withDefaults(answers, STEP2_FLAGS),
  hidden: (answers) => fieldsNotAsked(['previousName', 'naturalization', 'otherPassport'], answers),
  validate: ANSWER_RULES.step2,
};
