import { EDUCATION_LEVELS, GENDERS, NATIONALITY_ACQUIRED, RELIGIONS, YES_NO } from '@evisa/reference-data';
import { readValues } from '../values/untrusted';
import { checkApplicantBirthDate } from './birth-date';
import { checkAllRequired, checkCountry, checkCountryIfGiven, checkOption, checkRequired, checkTextCharacters } from './checks';
import { ErrorCollector, assertRuleContext, type FieldErrors, type RuleContext } from './field-errors';
import { checkIssueDate, checkPassportExpiry } from './passport-dates';
import { OTHER_PASSPORT_FIELDS } from './conditional-fields';

/** Spec 5.2: required on step 2. Some are step-1 fields shown read-only: pass the whole record. */
export const STEP2_REQUIRED_FIELDS = [
  'applicationType',
  'portOfArrival',
  'surname',
  'givenName',
  'gender',
  'dateOfBirth',
  'cityOfBirth',
  'countryOfBirth',
  'nationalId',
  'religion',
  'education',
  'nationality',
  'nationalityAcquired',
  'livedInCountry',
  'passportNumber',
  'passportPlaceOfIssue',
  'passportDateOfIssue',
  'passportDateOfExpiry',
] as const;

/**
 * Step 2 (spec 5.2). Give it the step-2 values merged over the stored record: it reads the step-1 fields it
 * requires, and expectedArrival for the passport's six months of validity.
 */
export function validateStep2(values: unknown, ctx: RuleContext): FieldErrors {
  assertRuleContext(ctx);
  const input = readValues(values);
  const errors = new ErrorCollector();
  checkAllRequired(input, errors, STEP2_REQUIRED_FIELDS);

  checkOption(input, errors, 'gender', GENDERS);
  checkOption(input, errors, 'religion', RELIGIONS);
  checkOption(input, errors, 'education', EDUCATION_LEVELS);
  checkOption(input, errors, 'nationalityAcquired', NATIONALITY_ACQUIRED);
  checkOption(input, errors, 'livedInCountry', YES_NO);
  checkCountryIfGiven(input, errors, 'countryOfBirth');

  if (input.flag('nameChanged')) {
    checkRequired(input, errors, 'previousSurname', 'previousSurnameRequired');
    checkRequired(input, errors, 'previousName', 'previousNameRequired');
  }
  if (input.text('nationalityAcquired') === 'By naturalization') {
    checkRequired(input, errors, 'nationalityAcquiredDetails', 'previousNationalityRequired');
    checkCountryIfGiven(input, errors, 'nationalityAcquiredDetails');
  }

  checkApplicantBirthDate(input, errors, ctx);
  const issued = checkIssueDate(input, errors, 'passportDateOfIssue', ctx.today);
  checkPassportExpiry(input, errors, issued, ctx.today);

  if (input.flag('otherPassport')) {
    checkAllRequired(input, errors, OTHER_PASSPORT_FIELDS);
    checkCountry(input, errors, 'otherPassportCountryOfIssue');
    checkCountry(input, errors, 'otherPassportNationaliyMentioned');
    checkIssueDate(input, errors, 'otherPassportDateOfIssue', ctx.today);
  }
  checkTextCharacters(input, errors);
  return errors.errors;
}
