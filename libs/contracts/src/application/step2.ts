import type { EducationLevel, Gender, NationalityAcquired, Religion, YesNo } from '@evisa/reference-data';
import type { IsoDate } from '../values/iso-date';
import { fieldListOf } from './field-list';

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

export const STEP2_FIELDS = fieldListOf<Step2Payload>()([
  'previousSurname',
  'previousName',
  'nameChanged',
  'gender',
  'cityOfBirth',
  'countryOfBirth',
  'nationalId',
  'religion',
  'identificationMark',
  'education',
  'nationalityAcquired',
  'nationalityAcquiredDetails',
  'livedInCountry',
  'passportNumber',
  'passportPlaceOfIssue',
  'passportDateOfIssue',
  'passportDateOfExpiry',
  'otherPassport',
  'otherPassportCountryOfIssue',
  'otherPassport_PassportNo',
  'otherPassportDateOfIssue',
  'otherPassportPlaceOfIssue',
  'otherPassportNationaliyMentioned',
]);
