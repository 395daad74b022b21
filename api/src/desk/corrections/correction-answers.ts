import { correctableStepOf, todayIso, type ApplicationRecord, type CorrectableStep, type FieldErrors } from '@evisa/contracts';
import { FieldValidationException } from '../../platform/common/field-validation.exception';
import { NotOpenForCorrectionException } from '../../applicant/applications/application-errors';
import { STEP2 } from '../../applicant/step2/step2.definition';
import { STEP3 } from '../../applicant/step3/step3.definition';
import { STEP4 } from '../../applicant/step4/step4.definition';
import { STEP5 } from '../../applicant/step5/step5.definition';
import { ANSWER_RULES } from '../../applicant/steps/answer-rules';
import { isEmptyAnswer, type Answers, type StepDefinition } from '../../applicant/steps/step-answers';

/** The rules of each step that holds correctable answers (step 1's own rule: its save also prices, which a correction never does). */
const STEP_RULES: Record<CorrectableStep, Pick<StepDefinition, 'normalise' | 'validate'>> = {
  step1: { validate: ANSWER_RULES.step1 },
  step2: STEP2,
  step3: STEP3,
  step4: STEP4,
  step5: STEP5,
};

/**
 * The update of an applicant's corrected answers: only opened fields (anything else is refused whole), each step's
 * shared rule applied to the record as it would be. Errors the application already had before (a rule that
 * tightened since payment, on an answer not opened) do not block a correction; new ones, and any on an opened
 * answer, do.
 */
export function correctedAnswers(record: ApplicationRecord, opened: readonly string[], given: Answers): { set: Answers; unset: string[] } {
  const fields = Object.keys(given);
  if (fields.some((field) => !opened.includes(field) || !correctableStepOf(field))) throw new NotOpenForCorrectionException();
  const current = record as unknown as Answers;
  const set: Answers = {};
  const unset: string[] = [];
  const errors: FieldErrors = {};
  const today = todayIso();
  for (const step of new Set(fields.map((field) => correctableStepOf(field)!))) {
    const rules = STEP_RULES[step];
    const own = fields.filter((field) => correctableStepOf(field) === step);
    const trimmed = Object.fromEntries(own.map((field) => [field, typeof given[field] === 'string' ? (given[field] as string).trim() : given[field]]));
    const normalised = rules.normalise ? rules.normalise({ ...current, ...trimmed }) : { ...current, ...trimmed };
    const after: Answers = { ...current };
    for (const field of own) {
      if (isEmptyAnswer(normalised[field])) {
        delete after[field];
        unset.push(field);
      } else {
        after[field] = normalised[field];
        set[field] = normalised[field];
      }
    }
    const before = rules.validate(current, { today });
    for (const [key, message] of Object.entries(rules.validate(after, { today }))) {
      const onOpened = own.some((field) => key === field || key.startsWith(`${field}.`));
      if (message && (onOpened || !(key in before))) errors[key] = message;
    }
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationException(errors);
  return { set, unset };
}
