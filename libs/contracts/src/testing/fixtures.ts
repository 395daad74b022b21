// Valid values for each step, as of TODAY. Specs change one thing at a time and expect exactly one error.
import type { RuleContext } from '../rules/field-errors';

export const TODAY = '2025-06-15';
export const CTX: RuleContext = { today: TODAY };

export const VALID_STEP1 = {
  applicationType: 'normal',
  passportType: 'ordinary',
  surname: 'Smith',
  givenName: 'Anna',
  nationality: 'GB',
  portOfArrival: 'delhi-airport',
  dateOfBirth: '1990-05-20',
  email: 'anna.smith@example.com',
  confirmEmail: 'anna.smith@example.com',
  contactNo: '+44 20 7946 0958',
  expectedArrival: '2025-07-01',
  visaService: 'tourist',
  serviceSubCategory: '30D',
  serviceSubCat_subCategory: 'recreation',
};

/** Step 2 as the server checks it: the step-2 values merged over the stored step-1 record. */
export const VALID_STEP2 = {
  ...VALID_STEP1,
  previousSurname: '',
  previousName: '',
  nameChanged: false,
  gender: 'FEMALE',
  cityOfBirth: 'Leeds',
  countryOfBirth: 'GB',
  nationalId: 'AB123456C',
  religion: 'CHRISTIAN',
  identificationMark: '',
  education: 'GRADUATE',
  nationalityAcquired: 'By birth',
  nationalityAcquiredDetails: '',
  livedInCountry: 'Yes',
  passportNumber: '123456789',
  passportPlaceOfIssue: 'London',
  passportDateOfIssue: '2020-01-10',
  passportDateOfExpiry: '2030-01-09',
  otherPassport: false,
};

export const VALID_OTHER_PASSPORT = {
  otherPassport: true,
  otherPassportCountryOfIssue: 'IE',
  otherPassport_PassportNo: 'PX1234567',
  otherPassportDateOfIssue: '2019-03-01',
  otherPassportPlaceOfIssue: 'Dublin',
  otherPassportNationaliyMentioned: 'IE',
};

export const VALID_STEP3 = {
  presentHouseNo: '12',
  presentVillageTownCity: 'Leeds',
  presentCountry: 'GB',
  presentState: 'West Yorkshire',
  presentPostalCode: 'LS1 1AA',
  presentPhoneNo: '0113 496 0000',
  presentMobileNo: '+44 7700 900123',
  sameAsPermanent: true,
  fatherName: 'John Smith',
  fatherNationality: 'GB',
  fatherPlaceOfBirth: 'York',
  fatherCountryOfBirth: 'GB',
  motherName: 'Mary Smith',
  motherNationality: 'GB',
  motherPlaceOfBirth: 'Hull',
  motherCountryOfBirth: 'GB',
  maritalStatus: 'Single',
  grandparentPakistani: 'No',
  presentOccupation: 'Engineer',
  employerName: 'Acme Ltd',
  employerAddress: '1 Park Row, Leeds',
  employerPhoneNo: '0113 496 0001',
  inMilitaryOrganization: 'No',
};

export const VALID_VISIT_PLAN = { placeVisited1: 'Agra', placeVisited2: '', expectedPortOfExit: 'delhi-airport' };

export const VALID_STEP5 = {
  visitedIndiaBefore: 'no',
  visaRefused: 'no',
  countriesVisitedLast10Years: 'France, Spain',
  saarcCountries: 'no',
  saarcDetails: [],
  referenceNameIndia: 'Ravi Kumar',
  referenceAddressIndia: '1 MG Road, New Delhi',
  referencePhoneIndia: '+91 98765 43210',
  referenceNameHome: 'Tom Brown',
  referenceAddressHome: '2 High Street, Leeds',
  referencePhoneHome: '+44 7700 900456',
};

export const VALID_QUESTIONS = {
  arrested: 'No',
  deported: 'No',
  trafficking: 'No',
  cyberCrime: 'No',
  terrorismSupport: 'No',
  asylum: 'No',
  declaration: true,
};

/** Inputs the server may receive instead of an object: none of them may throw. */
export const NOT_OBJECTS: unknown[] = [undefined, null, 'text', 42, true, [], ['a']];
