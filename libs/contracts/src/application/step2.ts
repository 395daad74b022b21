import type { EducationLevel, Gender, NationalityAcquired, Religion, YesNo } from '@evisa/reference-data';
import type { IsoDate } from '../values/iso-date';
import { fieldsOf, fieldsOfKind, requiredFieldsOf, type FieldDeclarations } from './field-declaration';
import type { Step1Payload } from './step1';

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

/** Step 2's fields in the form's order (spec 3.1, 5.2). */
export const STEP2_DECLARATIONS = {
  previousSurname: { kind: 'name', askedWhen: 'previousName', required: { message: 'previousSurnameRequired' } },
  previousName: { kind: 'name', askedWhen: 'previousName', required: { message: 'previousNameRequired' } },
  nameChanged: { kind: 'flag' },
  gender: { kind: 'option', options: 'gender', required: true },
  cityOfBirth: { kind: 'text', required: true },
  countryOfBirth: { kind: 'country', required: true },
  nationalId: { kind: 'text', required: true },
  religion: { kind: 'option', options: 'religion', required: true },
  identificationMark: { kind: 'multiLine' },
  education: { kind: 'option', options: 'education', required: true },
  nationalityAcquired: { kind: 'option', options: 'nationalityAcquired', required: true },
  nationalityAcquiredDetails: { kind: 'country', askedWhen: 'naturalization', required: { message: 'previousNationalityRequired' } },
  livedInCountry: { kind: 'yesNo', options: 'yesNo', required: true },
  passportNumber: { kind: 'text', required: true },
  passportPlaceOfIssue: { kind: 'text', required: true },
  passportDateOfIssue: { kind: 'date', required: true },
  passportDateOfExpiry: { kind: 'date', required: true },
  otherPassport: { kind: 'flag' },
  otherPassportCountryOfIssue: { kind: 'country', askedWhen: 'otherPassport', required: true },
  otherPassport_PassportNo: { kind: 'text', askedWhen: 'otherPassport', required: true },
  otherPassportDateOfIssue: { kind: 'date', askedWhen: 'otherPassport', required: true },
  otherPassportPlaceOfIssue: { kind: 'text', askedWhen: 'otherPassport', required: true },
  otherPassportNationaliyMentioned: { kind: 'country', askedWhen: 'otherPassport', required: true },
} as const satisfies FieldDeclarations<Step2Payload>;

export const STEP2_FIELDS = fieldsOf(STEP2_DECLARATIONS);

/** The booleans of step 2 (stored as booleans; the form may send 'true'/'false'). */
export const STEP2_FLAGS = fieldsOfKind(STEP2_DECLARATIONS, 'flag');

/** The step-1 answers step 2 shows read-only and requires again (spec 5.2): its rule is given the whole record. */
export const STEP2_CARRIED_FIELDS = ['surname', 'givenName', 'nationality', 'dateOfBirth', 'applicationType', 'portOfArrival'] as const satisfies readonly (keyof Step1Payload)[];

/** Spec 5.2: required on step 2, the carried step-1 answers first. */
export const STEP2_REQUIRED_FIELDS = [...STEP2_CARRIED_FIELDS, ...requiredFieldsOf(STEP2_DECLARATIONS)] as const;
