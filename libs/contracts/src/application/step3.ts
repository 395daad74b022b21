import type { MaritalStatus, Occupation, YesNo } from '@evisa/reference-data';
import { fieldsOf, sharedFieldsOf, type FieldDeclarations } from './field-list';

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
const STEP3_DECLARATIONS = {
  presentHouseNo: { shared: true },
  presentVillageTownCity: { shared: true },
  presentCountry: { shared: true },
  presentState: { shared: true },
  presentPostalCode: { shared: true },
  presentPhoneNo: { shared: true },
  presentMobileNo: {},
  sameAsPermanent: { shared: true },
  permanentHouseNo: { shared: true },
  permanentVillageTownCity: { shared: true },
  permanentState: { shared: true },
  permanentPostalCode: { shared: true },
  fatherName: { shared: true },
  fatherNationality: { shared: true },
  fatherPreviousNationality: { shared: true },
  fatherPlaceOfBirth: { shared: true },
  fatherCountryOfBirth: { shared: true },
  motherName: { shared: true },
  motherNationality: { shared: true },
  motherPreviousNationality: { shared: true },
  motherPlaceOfBirth: { shared: true },
  motherCountryOfBirth: { shared: true },
  maritalStatus: {},
  spouseName: {},
  SpouseNationality: {},
  SpousePrevNationality: {},
  SpouseBirthPlace: {},
  SpouseCtryOfBirth: {},
  grandparentPakistani: {},
  grandparentPakistaniYes: {},
  presentOccupation: {},
  employerName: {},
  employerAddress: {},
  designation: {},
  employerPhoneNo: {},
  pastOccupation: {},
  inMilitaryOrganization: {},
  forceOrganizationName: {},
  forceOrganizationDesignation: {},
  forceOrganizationRank: {},
  forceorganizationPlace: {},
} as const satisfies FieldDeclarations<Step3Payload>;

export const STEP3_FIELDS = fieldsOf(STEP3_DECLARATIONS);

/** The step-3 answers a traveller of an order can copy from its lead. */
export const STEP3_SHARED_FIELDS = sharedFieldsOf(STEP3_DECLARATIONS);
