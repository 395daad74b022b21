import type { PurposePrefix } from '@evisa/reference-data';
import { PURPOSE_FIELD_KINDS, PURPOSE_GROUP_FIELDS, PURPOSE_SECTION_DECLARATIONS } from '../application/purpose-groups';
import { PHONE_DIGITS } from '../values/phone';
import type { ValuesReader } from '../values/untrusted';
import {
  checkCountryIfGiven,
  checkDateIfGiven,
  checkEmailIfGiven,
  checkOptions,
  checkPhoneIfGiven,
  checkRequiredFields,
  checkRevealedFields,
} from './checks';
import type { ErrorCollector } from './field-errors';

/** An Indian PIN code: six digits, not starting with 0 ('110 001' is accepted). */
const PIN_CODE = /^[1-9]\d{5}$/;

/** The purpose section shown for the application's visa sub-category. */
export function checkPurposeSection(section: PurposePrefix, input: ValuesReader, errors: ErrorCollector, today: string): void {
  const declarations = PURPOSE_SECTION_DECLARATIONS[section];
  checkRequiredFields(input, errors, declarations);
  checkOptions(input, errors, declarations);
  for (const field of PURPOSE_GROUP_FIELDS[section]) {
    checkFieldKind(field, input, errors);
  }
  checkRevealedFields(input, errors, declarations);
  if (section === 'sportsAct_') checkSportsEvent(input, errors, today);
  if (section === 'atendConf_') checkConference(input, errors, today);
  if (section === 'patientTravMedVisa_' || section === 'ayushAttendent_') {
    const dateOfBirth = input.text(`${section}dateOfBirth`);
    if (!errors.has(`${section}dateOfBirth`) && dateOfBirth > today) errors.add(`${section}dateOfBirth`, 'dateInFuture');
  }
}

function checkFieldKind(field: keyof typeof PURPOSE_FIELD_KINDS, input: ValuesReader, errors: ErrorCollector): void {
  switch (PURPOSE_FIELD_KINDS[field]) {
    case 'date':
      return void checkDateIfGiven(input, errors, field);
    case 'phone':
      return checkPhoneIfGiven(input, errors, field, PHONE_DIGITS.other);
    case 'email':
      return checkEmailIfGiven(input, errors, field);
    case 'country':
      return checkCountryIfGiven(input, errors, field);
    case 'pinCode':
      if (input.text(field) !== '' && !PIN_CODE.test(input.text(field).replace(/\s/g, ''))) errors.add(field, 'invalidPinCode');
      return;
  }
}

/** Event dates not in the past; the end not before the start. */
function checkSportsEvent(input: ValuesReader, errors: ErrorCollector, today: string): void {
  const start = checkNotPast(input, errors, 'sportsAct_eventStartDate', today);
  const end = checkNotPast(input, errors, 'sportsAct_eventEndDate', today);
  if (start !== undefined && end !== undefined && end < start) errors.add('sportsAct_eventEndDate', 'endBeforeStart');
}

/** The start date not in the past; the end date is free text (spec), checked only when it is a date. */
function checkConference(input: ValuesReader, errors: ErrorCollector, today: string): void {
  const start = checkNotPast(input, errors, 'atendConf_startDate', today);
  const end = input.text('atendConf_endDate');
  if (start !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(end) && end < start) errors.add('atendConf_endDate', 'endBeforeStart');
}

function checkNotPast(input: ValuesReader, errors: ErrorCollector, field: string, today: string): string | undefined {
  if (errors.has(field)) return undefined;
  const date = checkDateIfGiven(input, errors, field);
  if (date === undefined || date >= today) return date;
  errors.add(field, 'dateInPast');
  return undefined;
}
