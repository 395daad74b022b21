import { STEP1_DECLARATIONS } from '../application/step1';
import { STEP2_CARRIED_FIELDS, STEP2_DECLARATIONS } from '../application/step2';
import { readValues } from '../values/untrusted';
import { checkApplicantBirthDate } from './birth-date';
import { checkAllRequired, checkCountryIfGiven, checkOptions, checkRequiredFields, checkRevealedFields, checkTextCharacters, isAsked } from './checks';
import { ErrorCollector, assertRuleContext, type FieldErrors, type RuleContext } from './field-errors';
import { checkIssueDate, checkPassportExpiry } from './passport-dates';

/** Step 2's answers and the step-1 answers it reads (STEP2_CARRIED_FIELDS, expectedArrival). */
const WITH_STEP1 = { ...STEP1_DECLARATIONS, ...STEP2_DECLARATIONS };

/**
 * Step 2 (spec 5.2). Give it the step-2 values merged over the stored record: it reads the step-1 fields it
 * requires, and expectedArrival for the passport's six months of validity.
 */
export function validateStep2(values: unknown, ctx: RuleContext): FieldErrors {
  assertRuleContext(ctx);
  const input = readValues(values);
  const errors = new ErrorCollector();
  checkAllRequired(input, errors, STEP2_CARRIED_FIELDS);
  checkRequiredFields(input, errors, STEP2_DECLARATIONS);

  checkOptions(input, errors, STEP2_DECLARATIONS);
  checkCountryIfGiven(input, errors, 'countryOfBirth');
  checkRevealedFields(input, errors, STEP2_DECLARATIONS);
  if (isAsked(input, 'naturalization')) checkCountryIfGiven(input, errors, 'nationalityAcquiredDetails');

  checkApplicantBirthDate(input, errors, ctx);
  const issued = checkIssueDate(input, errors, 'passportDateOfIssue', ctx.today);
  checkPassportExpiry(input, errors, issued, ctx.today);

  if (isAsked(input, 'otherPassport')) {
    checkCountryIfGiven(input, errors, 'otherPassportCountryOfIssue');
    checkCountryIfGiven(input, errors, 'otherPassportNationaliyMentioned');
    checkIssueDate(input, errors, 'otherPassportDateOfIssue', ctx.today);
  }
  checkTextCharacters(input, errors, WITH_STEP1);
  return errors.errors;
}
