import { fieldsNotAsked, STEP5_FIELDS } from '@evisa/contracts';
import { withDefaults } from '../steps/answer-forms';
import { ANSWER_RULES } from '../steps/answer-rules';
import type { Answers, SelfContainedStep } from '../steps/step-answers';

const DIGITS = /^\d+$/;

function asCount(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && DIGITS.test(value.trim()) ? Number(value) : undefined;
}

/** SAARC entries as stored (numbers for year and visits); 'no' empties the list (spec 4.2). */
function saarcEntries(answers: Answers): Answers[] {
  if (answers.saarcCountries !== 'yes' || !Array.isArray(answers.saarcDetails)) return [];
  return (answers.saarcDetails as Answers[]).map((entry) => ({
    country: typeof entry.country === 'string' ? entry.country.trim() : '',
    year: asCount(entry.year),
    visits: asCount(entry.visits),
  }));
}

/**
 * Step 5: previous visits, refusals, countries visited, SAARC visits and references (spec 2.9, 3.1, 5.4): its rule
 * reads none of the other steps' answers.
 */
export const STEP5: SelfContainedStep = {
  step: 'step5',
  selfContained: true,
  fields: () => STEP5_FIELDS,
  normalise: (answers) => {
    const result = withDefaults(answers, [], { visitedIndiaBefore: 'no', visaRefused: 'no', saarcCountries: 'no' });
    return { ...result, saarcDetails: saarcEntries(result) };
  },
  hidden: (answers) => fieldsNotAsked(['previousVisit', 'refusalDetails'], answers),
  validate: ANSWER_RULES.step5,
};
