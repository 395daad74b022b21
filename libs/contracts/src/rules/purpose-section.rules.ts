import { YES_NO, type PurposePrefix } from '@evisa/reference-data';
import { PURPOSE_FIELD_KINDS, PURPOSE_GROUP_FIELDS, type PurposeFieldOf } from '../application/purpose-groups';
import { PHONE_DIGITS } from '../values/phone';
import type { ValuesReader } from '../values/untrusted';
import {
  checkAllRequired,
  checkCountryIfGiven,
  checkDateIfGiven,
  checkEmailIfGiven,
  checkOption,
  checkPhoneIfGiven,
  checkRequired,
} from './checks';
import type { ErrorCollector } from './field-errors';

type RequiredFields = { readonly [P in PurposePrefix]: readonly PurposeFieldOf<P>[] };

const BUSINESS_CONTACT = ['ApplicantsCompanyName', 'Address', 'PhNo'] as const;
const INDIAN_FIRM = [...BUSINESS_CONTACT, 'DetIndFirmName', 'IndFirmAddress', 'IndFrimPhNo'] as const;
const PATIENT = ['name', 'visaNumber', 'applicationId', 'passportNumber', 'dateOfBirth', 'nationality'] as const;

function prefixed<P extends PurposePrefix>(prefix: P, suffixes: readonly string[]): readonly PurposeFieldOf<P>[] {
  return suffixes.map((suffix) => `${prefix}${suffix}` as PurposeFieldOf<P>);
}

/**
 * What the agency needs to process each purpose (docs/decisions.md, "Purpose sections: required fields").
 * Websites, e-mail addresses, previous sports visits and tax compliance notes are optional.
 */
export const PURPOSE_GROUP_REQUIRED_FIELDS: RequiredFields = {
  stself_: PURPOSE_GROUP_FIELDS.stself_,
  setBuz_: prefixed('setBuz_', ['Name', 'Address', 'PhNo', 'NatuOfBuz']),
  selPur_: prefixed('selPur_', [...BUSINESS_CONTACT, 'NatuOfBuz']),
  buzMeet_: prefixed('buzMeet_', INDIAN_FIRM),
  reManPow_: prefixed('reManPow_', [...BUSINESS_CONTACT, 'NandCnoOfCopRepresentativeInIndia', 'NatureOfJob', 'PlaceRecruitmentConducted']),
  exh_: prefixed('exh_', [...BUSINESS_CONTACT, 'NameAndAddOfExh']),
  projExp_: prefixed('projExp_', INDIAN_FIRM),
  codTour_: PURPOSE_GROUP_FIELDS.codTour_,
  sportsAct_: prefixed('sportsAct_', [
    'sportsEventName',
    'eventOrganizerType',
    'eventStartDate',
    'eventEndDate',
    'address',
    'state',
    'district',
    'pinCode',
    'organizerName',
    'phoneNumber',
    'restrictedAreaVisit',
    'participationType',
  ]),
  atendConf_: prefixed('atendConf_', [
    'nameOfConference',
    'startDate',
    'endDate',
    'venueAddress',
    'state',
    'district',
    'pincode',
    'organizerName',
    'organizerAddress',
    'organizerPhone',
  ]),
  patientTravMedVisa_: prefixed('patientTravMedVisa_', PATIENT),
  tayushInd_: PURPOSE_GROUP_FIELDS.tayushInd_,
  ayushAttendent_: prefixed('ayushAttendent_', PATIENT),
};

/** An Indian PIN code: six digits, not starting with 0 ('110 001' is accepted). */
const PIN_CODE = /^[1-9]\d{5}$/;

/** The purpose section shown for the application's visa sub-category. */
export function checkPurposeSection(section: PurposePrefix, input: ValuesReader, errors: ErrorCollector, today: string): void {
  checkAllRequired(input, errors, PURPOSE_GROUP_REQUIRED_FIELDS[section]);
  for (const field of PURPOSE_GROUP_FIELDS[section]) {
    checkFieldKind(field, input, errors);
  }
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
    case 'yesNo':
      if (input.text(field) !== '') checkOption(input, errors, field, YES_NO);
      return;
    case 'pinCode':
      if (input.text(field) !== '' && !PIN_CODE.test(input.text(field).replace(/\s/g, ''))) errors.add(field, 'invalidPinCode');
      return;
  }
}

/** Event dates not in the past; the end not before the start; details of a restricted-area visit. */
function checkSportsEvent(input: ValuesReader, errors: ErrorCollector, today: string): void {
  const start = checkNotPast(input, errors, 'sportsAct_eventStartDate', today);
  const end = checkNotPast(input, errors, 'sportsAct_eventEndDate', today);
  if (start !== undefined && end !== undefined && end < start) errors.add('sportsAct_eventEndDate', 'endBeforeStart');
  if (input.text('sportsAct_restrictedAreaVisit') === 'Yes') checkRequired(input, errors, 'sportsAct_restrictedAreaDetails', 'detailsRequired');
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
