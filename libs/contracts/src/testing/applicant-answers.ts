// Answers for complete applications of each kind, with dates relative to a given day so they never go stale.
// One source for the API tests, the end-to-end tests and the load test (tools/load). Tests only.
import { isoYearsBefore, todayIso, type IsoDate } from '../values/iso-date';

export type ApplicationKind = 'tourist30' | 'businessMeeting' | 'medical' | 'conference' | 'sports';

/** yyyy-mm-dd `days` after (or before, when negative) a yyyy-mm-dd day. */
export function isoDaysFrom(day: IsoDate, days: number): IsoDate {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const VISA_CHOICES: Record<ApplicationKind, { visaService: string; serviceSubCategory: string; serviceSubCat_subCategory: string }> = {
  tourist30: { visaService: 'tourist', serviceSubCategory: '30D', serviceSubCat_subCategory: 'recreation' },
  businessMeeting: { visaService: 'business', serviceSubCategory: 'businessMeetings', serviceSubCat_subCategory: '' },
  medical: { visaService: 'medical', serviceSubCategory: 'shortTermMedicalTreatment', serviceSubCat_subCategory: '' },
  conference: { visaService: 'conference', serviceSubCategory: 'attendConference', serviceSubCat_subCategory: '' },
  sports: { visaService: 'business', serviceSubCategory: 'sportsActivity', serviceSubCat_subCategory: '' },
};

/** The purpose section of each kind: what an applicant types in step 4 (the tourist has none). */
export function purposeAnswers(kind: ApplicationKind, today: IsoDate = todayIso()): Record<string, string> {
  switch (kind) {
    case 'tourist30':
      return {};
    case 'businessMeeting':
      return {
        buzMeet_ApplicantsCompanyName: 'Acme Ltd',
        buzMeet_Address: '1 Park Row, Leeds',
        buzMeet_PhNo: '+44 113 496 0001',
        buzMeet_DetIndFirmName: 'Bharat Traders',
        buzMeet_IndFirmAddress: '5 Nehru Place, New Delhi',
        buzMeet_IndFrimPhNo: '+91 11 4000 1234',
      };
    case 'medical':
      return {
        stself_HospitalName: 'Apollo Hospital',
        stself_HospitalAddress: 'Sarita Vihar, New Delhi',
        stself_State: 'Delhi',
        stself_District: 'South Delhi',
        stself_Phone: '+91 11 2692 5858',
        stself_TreatmentType: 'Knee replacement',
      };
    case 'conference':
      return {
        atendConf_nameOfConference: 'India Health Summit',
        atendConf_startDate: isoDaysFrom(today, 40),
        atendConf_endDate: isoDaysFrom(today, 42),
        atendConf_venueAddress: 'Vigyan Bhawan, New Delhi',
        atendConf_state: 'Delhi',
        atendConf_district: 'New Delhi',
        atendConf_pincode: '110011',
        atendConf_organizerName: 'Ministry of Health',
        atendConf_organizerAddress: 'Nirman Bhawan, New Delhi',
        atendConf_organizerPhone: '+91 11 2306 1863',
      };
    case 'sports':
      return {
        sportsAct_sportsEventName: 'Delhi Open',
        sportsAct_eventOrganizerType: 'Sports federation',
        sportsAct_eventStartDate: isoDaysFrom(today, 35),
        sportsAct_eventEndDate: isoDaysFrom(today, 40),
        sportsAct_address: 'Stadium Road',
        sportsAct_state: 'Delhi',
        sportsAct_district: 'New Delhi',
        sportsAct_pinCode: '110001',
        sportsAct_organizerName: 'Delhi Tennis Association',
        sportsAct_phoneNumber: '+91 11 2345 6789',
        sportsAct_restrictedAreaVisit: 'No',
        sportsAct_participationType: 'Player',
      };
  }
}

export interface ApplicantOptions {
  today?: IsoDate;
  surname?: string;
  email?: string;
  passportNumber?: string;
}

/** Every step's answers for one application of `kind`, as the API takes them (step 4 without its purpose section). */
export function applicantAnswers(kind: ApplicationKind = 'tourist30', options: ApplicantOptions = {}) {
  const { today = todayIso(), surname = 'Smith', email = 'anna.smith@example.com', passportNumber = '123456789' } = options;
  const issued = isoYearsBefore(today, 2);
  return {
    step1: {
      applicationType: 'normal',
      passportType: 'ordinary',
      surname,
      givenName: 'Anna',
      nationality: 'GB',
      portOfArrival: 'delhi-airport',
      dateOfBirth: isoYearsBefore(today, 35),
      email,
      confirmEmail: email,
      contactNo: '+44 20 7946 0958',
      expectedArrival: isoDaysFrom(today, 30),
      ...VISA_CHOICES[kind],
    },
    step2: {
      nameChanged: false,
      gender: 'FEMALE',
      cityOfBirth: 'Leeds',
      countryOfBirth: 'GB',
      nationalId: 'AB123456C',
      religion: 'CHRISTIAN',
      identificationMark: '',
      education: 'GRADUATE',
      nationalityAcquired: 'By birth',
      livedInCountry: 'Yes',
      passportNumber,
      passportPlaceOfIssue: 'London',
      passportDateOfIssue: issued,
      passportDateOfExpiry: isoDaysFrom(issued, 3650),
      otherPassport: false,
    },
    step3: {
      presentHouseNo: '12 Park Lane',
      presentVillageTownCity: 'Leeds',
      presentCountry: 'GB',
      presentState: 'West Yorkshire',
      presentPostalCode: 'LS1 1AA',
      presentPhoneNo: '0113 496 0000',
      presentMobileNo: '+44 7700 900123',
      sameAsPermanent: true,
      permanentHouseNo: '12 Park Lane',
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
    },
    step4: { placeVisited1: 'Agra', placeVisited2: 'Jaipur', expectedPortOfExit: 'mumbai-airport' },
    step5: {
      visitedIndiaBefore: 'no',
      visaRefused: 'no',
      countriesVisitedLast10Years: 'France, Spain',
      saarcCountries: 'no',
      saarcDetails: [] as unknown[],
      referenceNameIndia: 'Ravi Kumar',
      referenceAddressIndia: '1 MG Road, New Delhi',
      referencePhoneIndia: '+91 98765 43210',
      referenceNameHome: 'Tom Brown',
      referenceAddressHome: '2 High Street, Leeds',
      referencePhoneHome: '+44 7700 900456',
    },
    questions: { arrested: 'No', deported: 'No', trafficking: 'No', cyberCrime: 'No', terrorismSupport: 'No', asylum: 'No', declaration: true },
  };
}

export type ApplicantAnswers = ReturnType<typeof applicantAnswers>;
