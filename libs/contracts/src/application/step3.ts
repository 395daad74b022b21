import type { MaritalStatus, Occupation, YesNo } from '@evisa/reference-data';
import { fieldsOf, fieldsOfKind, requiredFieldsOf, sharedFieldsOf, type FieldDeclarations } from './field-declaration';

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
 * Step 3's fields in the form's order (spec 3.1, 5.3): the spouse's are asked of a married applicant and never
 * required; the permanent address and designation are optional. Shared: the addresses (the mobile number aside)
 * and the parents' details, usually the same for a family travelling together.
 */
export const STEP3_DECLARATIONS = {
  presentHouseNo: { kind: 'text', shared: true, required: true },
  presentVillageTownCity: { kind: 'text', shared: true, required: true },
  presentCountry: { kind: 'country', shared: true, required: true },
  presentState: { kind: 'text', shared: true, required: true },
  presentPostalCode: { kind: 'text', shared: true, required: true },
  presentPhoneNo: { kind: 'phone', shared: true, required: true },
  presentMobileNo: { kind: 'phone', required: true },
  sameAsPermanent: { kind: 'flag', shared: true },
  permanentHouseNo: { kind: 'text', shared: true },
  permanentVillageTownCity: { kind: 'text', shared: true },
  permanentState: { kind: 'text', shared: true },
  permanentPostalCode: { kind: 'text', shared: true },
  fatherName: { kind: 'name', shared: true, required: true },
  fatherNationality: { kind: 'country', shared: true, required: true },
  fatherPreviousNationality: { kind: 'country', shared: true },
  fatherPlaceOfBirth: { kind: 'text', shared: true, required: true },
  fatherCountryOfBirth: { kind: 'country', shared: true, required: true },
  motherName: { kind: 'name', shared: true, required: true },
  motherNationality: { kind: 'country', shared: true, required: true },
  motherPreviousNationality: { kind: 'country', shared: true },
  motherPlaceOfBirth: { kind: 'text', shared: true, required: true },
  motherCountryOfBirth: { kind: 'country', shared: true, required: true },
  maritalStatus: { kind: 'option', options: 'maritalStatus', required: true },
  spouseName: { kind: 'name', askedWhen: 'spouse' },
  SpouseNationality: { kind: 'country', askedWhen: 'spouse' },
  SpousePrevNationality: { kind: 'country', askedWhen: 'spouse' },
  SpouseBirthPlace: { kind: 'text', askedWhen: 'spouse' },
  SpouseCtryOfBirth: { kind: 'country', askedWhen: 'spouse' },
  grandparentPakistani: { kind: 'yesNo', options: 'yesNo', required: true },
  grandparentPakistaniYes: { kind: 'multiLine', askedWhen: 'grandparentDetails', required: { message: 'detailsRequired' } },
  presentOccupation: { kind: 'option', options: 'occupation', required: true },
  employerName: { kind: 'text', required: true },
  employerAddress: { kind: 'multiLine', required: true },
  designation: { kind: 'text' },
  employerPhoneNo: { kind: 'phone', required: true },
  pastOccupation: { kind: 'text' },
  inMilitaryOrganization: { kind: 'yesNo', options: 'yesNo' },
  forceOrganizationName: { kind: 'text', askedWhen: 'militaryService', required: { message: 'militaryFieldRequired' } },
  forceOrganizationDesignation: { kind: 'text', askedWhen: 'militaryService', required: { message: 'militaryFieldRequired' } },
  forceOrganizationRank: { kind: 'text', askedWhen: 'militaryService', required: { message: 'militaryFieldRequired' } },
  forceorganizationPlace: { kind: 'text', askedWhen: 'militaryService', required: { message: 'militaryFieldRequired' } },
} as const satisfies FieldDeclarations<Step3Payload>;

export const STEP3_FIELDS = fieldsOf(STEP3_DECLARATIONS);

/** The step-3 answers a traveller of an order can copy from its lead. */
export const STEP3_SHARED_FIELDS = sharedFieldsOf(STEP3_DECLARATIONS);

/** The booleans of step 3 (stored as booleans; the form may send 'true'/'false'). */
export const STEP3_FLAGS = fieldsOfKind(STEP3_DECLARATIONS, 'flag');

/** Spec 5.3: required on step 3. */
export const STEP3_REQUIRED_FIELDS = requiredFieldsOf(STEP3_DECLARATIONS);
