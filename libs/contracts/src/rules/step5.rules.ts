import { PHONE_DIGITS } from '../values/phone';
import { STEP5_DECLARATIONS } from '../application/step5';
import { readValues } from '../values/untrusted';
import { checkDateIfGiven, checkOptions, checkPhoneIfGiven, checkRequiredFields, checkRevealedFields, checkTextCharacters, isAsked } from './checks';
import { ErrorCollector, assertRuleContext, type FieldErrors, type RuleContext } from './field-errors';
import { checkSaarcVisits } from './saarc.rules';

/** Step 5: previous visits, refusals, SAARC visits and references (spec 5.4). */
export function validateStep5(values: unknown, ctx: RuleContext): FieldErrors {
  assertRuleContext(ctx);
  const input = readValues(values);
  const errors = new ErrorCollector();

  checkOptions(input, errors, STEP5_DECLARATIONS);
  checkRequiredFields(input, errors, STEP5_DECLARATIONS);
  checkRevealedFields(input, errors, STEP5_DECLARATIONS);
  if (isAsked(input, 'previousVisit') && !errors.has('visitedIndiaBefore')) {
    const issued = checkDateIfGiven(input, errors, 'visitedIndiaBeforeDateOfIssue');
    if (issued !== undefined && issued > ctx.today) errors.add('visitedIndiaBeforeDateOfIssue', 'dateInFuture');
  }
  checkSaarcVisits(input, errors, ctx.today);
  checkPhoneIfGiven(input, errors, 'referencePhoneIndia', PHONE_DIGITS.reference);
  checkPhoneIfGiven(input, errors, 'referencePhoneHome', PHONE_DIGITS.reference);
  checkTextCharacters(input, errors, STEP5_DECLARATIONS);
  return errors.errors;
}
