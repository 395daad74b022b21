import type { MaritalStatus, Occupation, YesNo } from '@evisa/reference-data';
import { fieldsOf, fieldsOfKind, sharedFieldsOf, type FieldDeclarations } from './field-declaration';

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

/**
 * Step 3's fields in the form's order. Shared: the addresses (the mobile number aside) and the parents' details,
 * usually the same for a family travelling together.
 */
export const STEP3_DECLARATIONS = {
  presentHouseNo: { kind: 'text', shared: true },
  presentVillageTownCity: { kind: 'text', shared: true },
  presentCountry: { kind: 'country', shared: true },
  presentState: { kind: 'text', shared: true },
  presentPostalCode: { kind: 'text', shared: true },
  presentPhoneNo: { kind: 'phone', shared: true },
  presentMobileNo: { kind: 'phone' },
  sameAsPermanent: { kind: 'flag', shared: true },
  permanentHouseNo: { kind: 'text', shared: true },
  permanentVillageTownCity: { kind: 'text', shared: true },
  permanentState: { kind: 'text', shared: true },
  permanentPostalCode: { kind: 'text', shared: true },
  fatherName: { kind: 'name', shared: true },
  fatherNationality: { kind: 'country', shared: true },
  fatherPreviousNationality: { kind: 'country', shared: true },
  fatherPlaceOfBirth: { kind: 'text', shared: true },
  fatherCountryOfBirth: { kind: 'country', shared: true },
  motherName: { kind: 'name', shared: true },
  motherNationality: { kind: 'country', shared: true },
  motherPreviousNationality: { kind: 'country', shared: true },
  motherPlaceOfBirth: { kind: 'text', shared: true },
  motherCountryOfBirth: { kind: 'country', shared: true },
  maritalStatus: { kind: 'option' },
  spouseName: { kind: 'name' },
  SpouseNationality: { kind: 'country' },
  SpousePrevNationality: { kind: 'country' },
  SpouseBirthPlace: { kind: 'text' },
  SpouseCtryOfBirth: { kind: 'country' },
  grandparentPakistani: { kind: 'yesNo' },
  grandparentPakistaniYes: { kind: 'multiLine' },
  presentOccupation: { kind: 'option' },
  employerName: { kind: 'text' },
  employerAddress: { kind: 'multiLine' },
  designation: { kind: 'text' },
  employerPhoneNo: { kind: 'phone' },
  pastOccupation: { kind: 'text' },
  inMilitaryOrganization: { kind: 'yesNo' },
  forceOrganizationName: { kind: 'text' },
  forceOrganizationDesignation: { kind: 'text' },
  forceOrganizationRank: { kind: 'text' },
  forceorganizationPlace: { kind: 'text' },
} as const satisfies FieldDeclarations<Step3Payload>;

export const STEP3_FIELDS = fieldsOf(STEP3_DECLARATIONS);

/** The step-3 answers a traveller of an order can copy from its lead. */
export const STEP3_SHARED_FIELDS = sharedFieldsOf(STEP3_DECLARATIONS);

/** The booleans of step 3 (stored as booleans; the form may send 'true'/'false'). */
export const STEP3_FLAGS = fieldsOfKind(STEP3_DECLARATIONS, 'flag');
