// Answers for complete applications of each kind, with dates relative to today so they never go stale.
import { isoYearsBefore, todayIso } from '@evisa/contracts';

export type ApplicationKind = 'tourist30' | 'businessMeeting' | 'medical' | 'conference' | 'sports';

export const TODAY = todayIso();

export function isoDaysFrom(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** dd/mm/yyyy, as the site shows dates. */
export function displayDate(iso: string): string {
  return iso.split('-').reverse().join('/');
}

const VISAS: Record<ApplicationKind, { visaService: string; serviceSubCategory: string; serviceSubCat_subCategory: string }> = {
  tourist30: { visaService: 'tourist', serviceSubCategory: '30D', serviceSubCat_subCategory: 'recreation' },
  businessMeeting: { visaService: 'business', serviceSubCategory: 'businessMeetings', serviceSubCat_subCategory: '' },
  medical: { visaService: 'medical', serviceSubCategory: 'shortTermMedicalTreatment', serviceSubCat_subCategory: '' },
  conference: { visaService: 'conference', serviceSubCategory: 'attendConference', serviceSubCat_subCategory: '' },
  sports: { visaService: 'business', serviceSubCategory: 'sportsActivity', serviceSubCat_subCategory: '' },
};

/** The purpose section of each kind: what an applicant types in step 4 (the tourist has none). */
export const PURPOSE_ANSWERS: Record<ApplicationKind, Record<string, string>> = {
  tourist30: {},
  businessMeeting: {
    buzMeet_ApplicantsCompanyName: 'Acme Ltd',
    buzMeet_Address: '1 Park Row, Leeds',
    buzMeet_PhNo: '+44 113 496 0001',
    buzMeet_DetIndFirmName: 'Bharat Traders',
    buzMeet_IndFirmAddress: '5 Nehru Place, New Delhi',
    buzMeet_IndFrimPhNo: '+91 11 4000 1234',
  },
  medical: {
    stself_HospitalName: 'Apollo Hospital',
    stself_HospitalAddress: 'Sarita Vihar, New Delhi',
    stself_State: 'Delhi',
    stself_District: 'South Delhi',
    stself_Phone: '+91 11 2692 5858',
    stself_TreatmentType: 'Knee replacement',
  },
  conference: {
    atendConf_nameOfConference: 'India Health Summit',
    atendConf_startDate: isoDaysFrom(TODAY, 40),
    atendConf_endDate: isoDaysFrom(TODAY, 42),
    atendConf_venueAddress: 'Vigyan Bhawan, New Delhi',
    atendConf_state: 'Delhi',
    atendConf_district: 'New Delhi',
    atendConf_pincode: '110011',
    atendConf_organizerName: 'Ministry of Health',
    atendConf_organizerAddress: 'Nirman Bhawan, New Delhi',
    atendConf_organizerPhone: '+91 11 2306 1863',
  },
  sports: {
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
  },
};

/** Every step's answers for one application of `kind`, as the API takes them. */
export function applicantAnswers(kind: ApplicationKind, surname = 'Smith') {
  const issued = isoYearsBefore(TODAY, 2);
  return {
    step1: {
      applicationType: 'normal',
      passportType: 'ordinary',
      surname,
      givenName: 'Anna',
      nationality: 'GB',
      portOfArrival: 'delhi-airport',
      dateOfBirth: isoYearsBefore(TODAY, 35),
      email: 'anna.smith@example.com',
      confirmEmail: 'anna.smith@example.com',
      contactNo: '+44 20 7946 0958',
      expectedArrival: isoDaysFrom(TODAY, 30),
      ...VISAS[kind],
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
      passportNumber: '123456789',
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
    step4: { placeVisited1: 'Agra', placeVisited2: 'Jaipur', expectedPortOfExit: 'mumbai-airport', ...PURPOSE_ANSWERS[kind] },
    step5: {
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
    },
  };
}

export type ApplicantAnswers = ReturnType<typeof applicantAnswers>;
