import {
  findVisaService,
  isCountryCode,
  isEVisaNationality,
  isVisaBranch,
} from '@evisa/reference-data';
import { isSameEmail, isValidEmail } from '../values/email';
import { isValidPhone, PHONE_DIGITS } from '../values/phone';
import { readValues, type ValuesReader } from '../values/untrusted';
import { checkApplicantBirthDate } from './birth-date';
import { STEP1_DECLARATIONS } from '../application/step1';
import { checkDateIfGiven, checkOption, checkRequiredFields, checkTextCharacters } from './checks';
import { ErrorCollector, assertRuleContext, type FieldErrors, type RuleContext } from './field-errors';
import { arrivalWindow } from './arrival-window';

/** Step 1, create and edit (spec 5.1). */
export function validateStep1(values: unknown, ctx: RuleContext): FieldErrors {
  assertRuleContext(ctx);
  const input = readValues(values);
  const errors = new ErrorCollector();
  checkRequiredFields(input, errors, STEP1_DECLARATIONS);

  checkOption(input, errors, 'applicationType', STEP1_DECLARATIONS);
  checkOption(input, errors, 'passportType', STEP1_DECLARATIONS);
  checkNationality(input, errors);
  checkOption(input, errors, 'portOfArrival', STEP1_DECLARATIONS);
  checkVisaSelection(input, errors);

  checkApplicantBirthDate(input, errors, ctx);
  const arrival = checkDateIfGiven(input, errors, 'expectedArrival');
  if (arrival !== undefined) {
    const { earliest, latest } = arrivalWindow(ctx.today);
    if (arrival <= ctx.today) errors.add('expectedArrival', 'arrivalNotInFuture');
    else if (arrival < earliest) errors.add('expectedArrival', 'arrivalTooSoon');
    else if (arrival > latest) errors.add('expectedArrival', 'arrivalTooFar');
  }

  const email = input.text('email');
  if (email !== '' && !isValidEmail(email)) errors.add('email', 'invalidEmail');
  const confirmEmail = input.text('confirmEmail');
  if (email !== '' && confirmEmail !== '' && !isSameEmail(email, confirmEmail)) errors.add('confirmEmail', 'emailsDoNotMatch');

  const contactNo = input.text('contactNo');
  const { min, max } = PHONE_DIGITS.contactNo;
  if (contactNo !== '' && !isValidPhone(contactNo, min, max)) errors.add('contactNo', 'invalidContactNumber');
  checkTextCharacters(input, errors, STEP1_DECLARATIONS);
  return errors.errors;
}

function checkNationality(input: ValuesReader, errors: ErrorCollector): void {
  const nationality = input.text('nationality');
  if (nationality === '') return;
  if (!isCountryCode(nationality)) errors.add('nationality', 'invalidOption');
  else if (!isEVisaNationality(nationality)) errors.add('nationality', 'nationalityNotEligible');
}

/** The service, its sub-category when it has options, and the third level when the sub-category has one. */
function checkVisaSelection(input: ValuesReader, errors: ErrorCollector): void {
  const visaService = input.text('visaService');
  if (visaService === '') return;
  const service = findVisaService(visaService);
  if (!service) return errors.add('visaService', 'invalidOption');
  if (service.options.length === 0) return;

  const subCategoryValue = input.text('serviceSubCategory');
  if (subCategoryValue === '') return errors.add('serviceSubCategory', 'selectServiceSubCategory');
  const subCategory = service.options.find((option) => option.value === subCategoryValue);
  if (!subCategory) return errors.add('serviceSubCategory', 'invalidOption');
  if (!isVisaBranch(subCategory)) return;

  const purpose = input.text('serviceSubCat_subCategory');
  if (purpose === '') return errors.add('serviceSubCat_subCategory', 'selectServiceSubCategory');
  if (!subCategory.options.some((option) => option.value === purpose)) errors.add('serviceSubCat_subCategory', 'invalidOption');
}
