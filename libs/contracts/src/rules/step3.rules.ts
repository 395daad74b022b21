import { fieldsOfKind } from '../application/field-declaration';
import { fieldsAskedWhen } from './asked-fields';
import { STEP3_DECLARATIONS } from '../application/step3';
import { PHONE_DIGITS } from '../values/phone';
import { readValues } from '../values/untrusted';
import { checkCountryIfGiven, checkOptions, checkPhoneIfGiven, checkRequiredFields, checkRevealedFields, checkTextCharacters } from './checks';
import { ErrorCollector, type FieldErrors, type RuleContext } from './field-errors';

const SPOUSE_FIELDS: readonly string[] = fieldsAskedWhen(STEP3_DECLARATIONS, 'spouse');

/** The countries checked: every one but the spouse's, which spec 5.3 leaves unchecked. */
const CHECKED_COUNTRIES = fieldsOfKind(STEP3_DECLARATIONS, 'country').filter((field) => !SPOUSE_FIELDS.includes(field));

/** Step 3 (spec 5.3). The spouse's countries are not checked (spec); an unanswered military service question is a 'No'. */
export function validateStep3(values: unknown, _ctx?: RuleContext): FieldErrors {
  const input = readValues(values);
  const errors = new ErrorCollector();
  checkRequiredFields(input, errors, STEP3_DECLARATIONS);
  CHECKED_COUNTRIES.forEach((field) => checkCountryIfGiven(input, errors, field));
  checkOptions(input, errors, STEP3_DECLARATIONS);
  checkPhoneIfGiven(input, errors, 'presentPhoneNo', PHONE_DIGITS.presentPhoneNo, 'invalidPhone');
  checkPhoneIfGiven(input, errors, 'presentMobileNo', PHONE_DIGITS.presentMobileNo, 'invalidMobile');
  checkRevealedFields(input, errors, STEP3_DECLARATIONS);
  checkTextCharacters(input, errors, STEP3_DECLARATIONS);
  return errors.errors;
}
