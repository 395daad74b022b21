// Valid answers for every step, with dates relative to today so the tests never go stale. API tests only.
import { isoYearsBefore, todayIso } from '@evisa/contracts';
import { ApiSession } from '../testing/api-session';

export const TODAY = todayIso();

/** yyyy-mm-dd `days` after (or before, when negative) a yyyy-mm-dd day. */
export function isoDaysFrom(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const STEP1 = {
  applicationType: 'normal',
  passportType: 'ordinary',
  surname: 'Smith',
  givenName: 'Anna',
  nationality: 'GB',
  portOfArrival: 'delhi-airport',
  dateOfBirth: isoYearsBefore(TODAY, 35),
  email: 'anna.smith@example.com',
  confirmEmail: 'anna.smith@example.com',
  contactNo: '+44 20 7946 0958',
  expectedArrival: isoDaysFrom(TODAY, 30),
  visaService: 'tourist',
  serviceSubCategory: '30D',
  serviceSubCat_subCategory: 'recreation',
};

export const BUSINESS_MEETING = { visaService: 'business', serviceSubCategory: 'businessMeetings', serviceSubCat_subCategory: '' };
export const SPORTS = { visaService: 'business', serviceSubCategory: 'sportsActivity', serviceSubCat_subCategory: '' };
export const CONFERENCE = { visaService: 'conference', serviceSubCategory: 'attendConference', serviceSubCat_subCategory: '' };

export const STEP2 = {
  nameChanged: false,
  gender: 'FEMALE',
  cityOfBirth: 'Leeds',
  countryOfBirth: 'GB',
  nationalId: 'AB123456C',
  religion: 'CHRISTIAN',
  identificationMark: 'Scar on left hand',
  education: 'GRADUATE',
  nationalityAcquired: 'By birth',
  livedInCountry: 'Yes',
  passportNumber: '123456789',
  passportPlaceOfIssue: 'London',
  passportDateOfIssue: isoYearsBefore(TODAY, 2),
  passportDateOfExpiry: isoDaysFrom(isoYearsBefore(TODAY, 2), 3652),
  otherPassport: false,
};

export const STEP3 = {
  presentHouseNo: '12',
  presentVillageTownCity: 'Leeds',
  presentCountry: 'GB',
  presentState: 'West Yorkshire',
  presentPostalCode: 'LS1 1AA',
  presentPhoneNo: '0113 496 0000',
  presentMobileNo: '+44 7700 900123',
  sameAsPermanent: true,
  permanentHouseNo: '12',
  permanentVillageTownCity: 'Leeds',
  permanentState: 'West Yorkshire',
  permanentPostalCode: 'LS1 1AA',
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

export const STEP4 = { placeVisited1: 'Agra', placeVisited2: 'Jaipur', expectedPortOfExit: 'mumbai-airport' };

export const BUSINESS_MEETING_SECTION = {
  buzMeet_ApplicantsCompanyName: 'Acme Ltd',
  buzMeet_Address: '1 Park Row, Leeds',
  buzMeet_PhNo: '+44 113 496 0001',
  buzMeet_website: 'https://acme.example',
  buzMeet_DetIndFirmName: 'Bharat Traders',
  buzMeet_IndFirmAddress: '5 Nehru Place, New Delhi',
  buzMeet_IndFrimPhNo: '+91 11 4000 1234',
  buzMeet_IndFirmWebsite: '',
};

export const SPORTS_SECTION = {
  sportsAct_sportsEventName: 'Delhi Open',
  sportsAct_eventOrganizerType: 'Sports federation',
  sportsAct_eventStartDate: isoDaysFrom(TODAY, 35),
  sportsAct_eventEndDate: isoDaysFrom(TODAY, 40),
  sportsAct_address: 'Stadium Road',
  sportsAct_state: 'Delhi',
  sportsAct_district: 'New Delhi',
  sportsAct_pinCode: '110001',
  sportsAct_organizerName: 'Delhi Tennis Association',
  sportsAct_phoneNumber: '+91 11 2345 6789',
  sportsAct_restrictedAreaVisit: 'No',
  sportsAct_participationType: 'Player',
};

export const STEP5 = {
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

export const step = (n: number, id: string, draft = false) =>
  `/visaapplication/applicationSubmitStep${n}?applicationId=${encodeURIComponent(id)}${draft ? '&draft=true' : ''}`;

export const readPath = (id: string) => `/visaapplication/application?applicationId=${encodeURIComponent(id)}`;

/** Creates an application in `session` (which then holds its access cookie) and returns its id. */
export async function newApplication(session: ApiSession, overrides: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await session.post('/visaapplication/newApplication', { ...STEP1, ...overrides });
  if (status !== 200) throw new Error(`newApplication answered ${status}: ${JSON.stringify(body)}`);
  return body.data.uniqueId;
}

/** Creates an application and saves steps 2 to `last` with the valid answers above. */
export async function applicationThrough(session: ApiSession, last: number, step1: Record<string, unknown> = {}): Promise<string> {
  const id = await newApplication(session, step1);
  const bodies = [STEP2, STEP3, STEP4, STEP5];
  for (let n = 2; n <= last; n += 1) {
    const { status, body } = await session.patch(step(n, id), bodies[n - 2]);
    if (status !== 200) throw new Error(`step ${n} answered ${status}: ${JSON.stringify(body)}`);
  }
  return id;
}

export async function storedRecord(session: ApiSession, id: string) {
  const { status, body } = await session.get(readPath(id));
  if (status !== 200) throw new Error(`GET application answered ${status}`);
  return body.data;
}
