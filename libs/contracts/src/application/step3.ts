import type { MaritalStatus, Occupation, YesNo } from '@evisa/reference-data';
import { fieldListOf } from './field-list';

/** Step 3, addresses, family, occupation and military service (spec 3.1). Country fields hold ISO alpha-2 codes. */
export type Step3Payload = {
  presentHouseNo: string;
  presentVillageTownCity: string;
  presentCountry: string;
  presentState: string;
  presentPostalCode: string;
  presentPhoneNo: string;
  presentMobileNo: string;
  sameAsPermanent: boolean;
  permanentHouseNo: string;
  permanentVillageTownCity: string;
  permanentState: string;
  permanentPostalCode: string;
  fatherName: string;
  fatherNationality: string;
  fatherPreviousNationality: string;
  fatherPlaceOfBirth: string;
  fatherCountryOfBirth: string;
  motherName: string;
  motherNationality: string;
  motherPreviousNationality: string;
  motherPlaceOfBirth: string;
  motherCountryOfBirth: string;
  maritalStatus: MaritalStatus;
  spouseName: string;
  SpouseNationality: string;
  SpousePrevNationality: string;
  SpouseBirthPlace: string;
  SpouseCtryOfBirth: string;
  grandparentPakistani: YesNo;
  grandparentPakistaniYes: string;
  presentOccupation: Occupation;
  employerName: string;
  employerAddress: string;
  designation: string;
  employerPhoneNo: string;
  pastOccupation: string;
  /** Defaults to 'No'. */
  inMilitaryOrganization: YesNo;
  forceOrganizationName: string;
  forceOrganizationDesignation: string;
  forceOrganizationRank: string;
  forceorganizationPlace: string;
};

export const STEP3_FIELDS = fieldListOf<Step3Payload>()([
  'presentHouseNo',
  'presentVillageTownCity',
  'presentCountry',
  'presentState',
  'presentPostalCode',
  'presentPhoneNo',
  'presentMobileNo',
  'sameAsPermanent',
  'permanentHouseNo',
  'permanentVillageTownCity',
  'permanentState',
  'permanentPostalCode',
  'fatherName',
  'fatherNationality',
  'fatherPreviousNationality',
  'fatherPlaceOfBirth',
  'fatherCountryOfBirth',
  'motherName',
  'motherNationality',
  'motherPreviousNationality',
  'motherPlaceOfBirth',
  'motherCountryOfBirth',
  'maritalStatus',
  'spouseName',
  'SpouseNationality',
  'SpousePrevNationality',
  'SpouseBirthPlace',
  'SpouseCtryOfBirth',
  'grandparentPakistani',
  'grandparentPakistaniYes',
  'presentOccupation',
  'employerName',
  'employerAddress',
  'designation',
  'employerPhoneNo',
  'pastOccupation',
  'inMilitaryOrganization',
  'forceOrganizationName',
  'forceOrganizationDesignation',
  'forceOrganizationRank',
  'forceorganizationPlace',
]);
