import { MARITAL_STATUSES, OCCUPATIONS, YES_NO } from '@evisa/reference-data';
import { PHONE_DIGITS } from '../values/phone';
import { readValues } from '../values/untrusted';
import { checkAllRequired, checkCountryIfGiven, checkOption, checkPhoneIfGiven, checkRequired, checkTextCharacters } from './checks';
import { ErrorCollector, type FieldErrors, type RuleContext } from './field-errors';
import { MILITARY_SERVICE_FIELDS } from './conditional-fields';

/** Spec 5.3: required on step 3. */
export const STEP3_REQUIRED_FIELDS = [
  'presentHouseNo',
  'presentVillageTownCity',
  'presentCountry',
  'presentState',
  'presentPostalCode',
  'presentPhoneNo',
  'presentMobileNo',
  'fatherName',
  'fatherNationality',
  'fatherPlaceOfBirth',
  'fatherCountryOfBirth',
  'motherName',
  'motherNationality',
  'motherPlaceOfBirth',
  'motherCountryOfBirth',
  'maritalStatus',
  'grandparentPakistani',
  'presentOccupation',
  'employerName',
  'employerAddress',
  'employerPhoneNo',
] as const;

const COUNTRY_FIELDS = [
  'presentCountry',
  'fatherNationality',
  'fatherPreviousNationality',
  'fatherCountryOfBirth',
  'motherNationality',
  'motherPreviousNationality',
  'motherCountryOfBirth',
] as const;

/** Step 3 (spec 5.3). Spouse fields are not checked (spec); permanent address and designation are optional. */
export function validateStep3(values: unknown, _ctx?: RuleContext): FieldErrors {
  const input = readValues(values);
  const errors = new ErrorCollector();
  checkAllRequired(input, errors, STEP3_REQUIRED_FIELDS);
  COUNTRY_FIELDS.forEach((field) => checkCountryIfGiven(input, errors, field));
  checkOption(input, errors, 'maritalStatus', MARITAL_STATUSES);
  checkOption(input, errors, 'presentOccupation', OCCUPATIONS);
  checkPhoneIfGiven(input, errors, 'presentPhoneNo', PHONE_DIGITS.presentPhoneNo, 'invalidPhone');
  checkPhoneIfGiven(input, errors, 'presentMobileNo', PHONE_DIGITS.presentMobileNo, 'invalidMobile');

  if (checkOption(input, errors, 'grandparentPakistani', YES_NO) && input.text('grandparentPakistani') === 'Yes') {
    checkRequired(input, errors, 'grandparentPakistaniYes', 'detailsRequired');
  }

  const military = input.text('inMilitaryOrganization') || 'No';
  if (military !== 'Yes' && military !== 'No') errors.add('inMilitaryOrganization', 'invalidOption');
  if (military === 'Yes') checkAllRequired(input, errors, MILITARY_SERVICE_FIELDS, 'militaryFieldRequired');
  checkTextCharacters(input, errors);
  return errors.errors;
}
