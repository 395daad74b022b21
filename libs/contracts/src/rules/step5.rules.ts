import { PHONE_DIGITS } from '../values/phone';
import { readValues, type ValuesReader } from '../values/untrusted';
import { checkAllRequired, checkDateIfGiven, checkPhoneIfGiven, checkRequired, checkTextCharacters } from './checks';
import { ErrorCollector, assertRuleContext, type FieldErrors, type RuleContext } from './field-errors';
import { checkSaarcVisits } from './saarc.rules';
import { PREVIOUS_VISIT_FIELDS } from './conditional-fields';

/** Spec 5.4: each reference field with its own "required" message. */
const REFERENCE_FIELDS = [
  ['referenceNameIndia', 'referenceNameIndiaRequired'],
  ['referenceAddressIndia', 'referenceAddressIndiaRequired'],
  ['referencePhoneIndia', 'referencePhoneIndiaRequired'],
  ['referenceNameHome', 'referenceNameHomeRequired'],
  ['referenceAddressHome', 'referenceAddressHomeRequired'],
  ['referencePhoneHome', 'referencePhoneHomeRequired'],
] as const;

/** Step 5: previous visits, refusals, SAARC visits and references (spec 5.4). */
export function validateStep5(values: unknown, ctx: RuleContext): FieldErrors {
  assertRuleContext(ctx);
  const input = readValues(values);
  const errors = new ErrorCollector();

  if (yesNoAnswer(input, errors, 'visitedIndiaBefore') === 'yes') {
    checkAllRequired(input, errors, PREVIOUS_VISIT_FIELDS);
    const issued = checkDateIfGiven(input, errors, 'visitedIndiaBeforeDateOfIssue');
    if (issued !== undefined && issued > ctx.today) errors.add('visitedIndiaBeforeDateOfIssue', 'dateInFuture');
  }
  if (yesNoAnswer(input, errors, 'visaRefused') === 'yes') {
    checkRequired(input, errors, 'visaRefusedByWhomDetails', 'detailsRequired');
  }
  checkSaarcVisits(input, errors, ctx.today);

  REFERENCE_FIELDS.forEach(([field, key]) => checkRequired(input, errors, field, key));
  checkPhoneIfGiven(input, errors, 'referencePhoneIndia', PHONE_DIGITS.reference);
  checkPhoneIfGiven(input, errors, 'referencePhoneHome', PHONE_DIGITS.reference);
  checkTextCharacters(input, errors);
  return errors.errors;
}

/** A lower-case yes/no question that defaults to 'no' (spec 3.1). */
function yesNoAnswer(input: ValuesReader, errors: ErrorCollector, field: string): 'yes' | 'no' | undefined {
  const answer = input.text(field) || 'no';
  if (answer === 'yes' || answer === 'no') return answer;
  errors.add(field, 'invalidOption');
  return undefined;
}
