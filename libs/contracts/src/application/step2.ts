import type { EducationLevel, Gender, NationalityAcquired, Religion, YesNo } from '@evisa/reference-data';
import type { IsoDate } from '../values/iso-date';
import { fieldsOf, fieldsOfKind, type FieldDeclarations } from './field-declaration';

/**
 * Step 2, applicant and passport details (spec 3.1). Country and nationality fields hold ISO alpha-2 codes.
 * nameChanged and otherPassport are booleans once stored; the rules also accept the form's 'true'/'false'.
 */
export type Step2Payload = {
  previousSurname: string;
  previousName: string;
  nameChanged: boolean;
  gender: Gender;
  cityOfBirth: string;
  countryOfBirth: string;
  nationalId: string;
  religion: Religion;
  identificationMark: string;
  education: EducationLevel;
  nationalityAcquired: NationalityAcquired;
  /** The previous nationality when acquired by naturalization. */
  nationalityAcquiredDetails: string;
  livedInCountry: YesNo;
  passportNumber: string;
  passportPlaceOfIssue: string;
  passportDateOfIssue: IsoDate;
  passportDateOfExpiry: IsoDate;
  otherPassport: boolean;
  otherPassportCountryOfIssue: string;
  otherPassport_PassportNo: string;
  otherPassportDateOfIssue: IsoDate;
  otherPassportPlaceOfIssue: string;
  otherPassportNationaliyMentioned: string;
};

/** Step 2's fields in the form's order. */
export const STEP2_DECLARATIONS = {
  previousSurname: { kind: 'name' },
  previousName: { kind: 'name' },
  nameChanged: { kind: 'flag' },
  gender: { kind: 'option' },
  cityOfBirth: { kind: 'text' },
  countryOfBirth: { kind: 'country' },
  nationalId: { kind: 'text' },
  religion: { kind: 'option' },
  identificationMark: { kind: 'multiLine' },
  education: { kind: 'option' },
  nationalityAcquired: { kind: 'option' },
  nationalityAcquiredDetails: { kind: 'country' },
  livedInCountry: { kind: 'yesNo' },
  passportNumber: { kind: 'text' },
  passportPlaceOfIssue: { kind: 'text' },
  passportDateOfIssue: { kind: 'date' },
  passportDateOfExpiry: { kind: 'date' },
  otherPassport: { kind: 'flag' },
  otherPassportCountryOfIssue: { kind: 'country' },
  otherPassport_PassportNo: { kind: 'text' },
  otherPassportDateOfIssue: { kind: 'date' },
  otherPassportPlaceOfIssue: { kind: 'text' },
  otherPassportNationaliyMentioned: { kind: 'country' },
} as const satisfies FieldDeclarations<Step2Payload>;

export const STEP2_FIELDS = fieldsOf(STEP2_DECLARATIONS);

/** The booleans of step 2 (stored as booleans; the form may send 'true'/'false'). */
export const STEP2_FLAGS = fieldsOfKind(STEP2_DECLARATIONS, 'flag');
