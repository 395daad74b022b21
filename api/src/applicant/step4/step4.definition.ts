import { purposeSectionOf } from '@evisa/reference-data';
import { ALL_PURPOSE_FIELDS, fieldsNotAsked, step4FieldsFor, type ApplicationRecord } from '@evisa/contracts';
import { ANSWER_RULES } from '../steps/answer-rules';
import type { StepDefinition } from '../steps/step-answers';

const sectionOf = (record: ApplicationRecord) => purposeSectionOf(record);

/**
 * Step 4, visit details: places, port of exit and the purpose section of the application's visa sub-category
 * (spec 2.9, 3.1, 5.4). The other sections' answers are removed, so a changed sub-category leaves nothing stale.
 */
export const STEP4: StepDefinition = {
  step: 'step4',
  fields: (record) => step4FieldsFor(sectionOf(record)),
  alsoUnset: (record) => {
    const own: readonly string[] = step4FieldsFor(sectionOf(record));
    return ALL_PURPOSE_FIELDS.filter((field) => !own.includes(field));
  },
  hidden: (answers) => fieldsNotAsked(['restrictedAreaDetails'], answers),
  validate: ANSWER_RULES.step4,
};
