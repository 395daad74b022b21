import { PURPOSE_PREFIXES, type PurposePrefix } from '@evisa/reference-data';
import { CTX, NOT_OBJECTS, VALID_STEP1, VALID_VISIT_PLAN } from '../testing/fixtures';
import { PURPOSE_GROUP_FIELDS } from '../application/purpose-groups';
import { PURPOSE_GROUP_REQUIRED_FIELDS } from '../application/purpose-groups';
import { validateStep4 } from './step4.rules';

/** A visa selection that shows each purpose section. */
const SELECTIONS: Record<PurposePrefix, { visaService: string; serviceSubCategory: string }> = {
  stself_: { visaService: 'medical', serviceSubCategory: 'shortTermMedicalTreatment' },
  setBuz_: { visaService: 'business', serviceSubCategory: 'setUpVenture' },
  selPur_: { visaService: 'business', serviceSubCategory: 'salePurchaseTrade' },
  buzMeet_: { visaService: 'business', serviceSubCategory: 'businessMeetings' },
  reManPow_: { visaService: 'business', serviceSubCategory: 'recruitManpower' },
  exh_: { visaService: 'business', serviceSubCategory: 'exhibitions' },
  projExp_: { visaService: 'business', serviceSubCategory: 'projectExpert' },
  codTour_: { visaService: 'business', serviceSubCategory: 'conductingTours' },
  sportsAct_: { visaService: 'business', serviceSubCategory: 'sportsActivity' },
  atendConf_: { visaService: 'conference', serviceSubCategory: 'attendConference' },
  patientTravMedVisa_: { visaService: 'medicalAttendant', serviceSubCategory: 'patientAttendant' },
  tayushInd_: { visaService: 'ayush', serviceSubCategory: 'ayushTreatment' },
  ayushAttendent_: { visaService: 'ayushAttendant', serviceSubCategory: 'ayushPatientAttendant' },
};

const BUSINESS = { ApplicantsCompanyName: 'Acme Ltd', Address: '1 Park Row, Leeds', PhNo: '+44 113 496 0000', website: 'https://acme.example' };
const INDIAN_FIRM = { ...BUSINESS, DetIndFirmName: 'Bharat Tools', IndFirmAddress: 'Pune', IndFrimPhNo: '020 2345 6789', IndFirmWebsite: '' };
const PATIENT = { name: 'Raj Patel', visaNumber: 'EM1234567', applicationId: 'IN12345', passportNumber: 'P1234567', dateOfBirth: '1950-01-01', nationality: 'GB' };

const SECTION_VALUES: Record<PurposePrefix, Record<string, string>> = {
  stself_: { HospitalName: 'AIIMS', HospitalAddress: 'Ansari Nagar', State: 'Delhi', District: 'South Delhi', Phone: '011 2658 8500', TreatmentType: 'Cardiology' },
  setBuz_: { Name: 'Acme India', Address: 'Mumbai', PhNo: '022 1234 5678', Website: '', NatuOfBuz: 'Manufacturing' },
  selPur_: { ...BUSINESS, NatuOfBuz: 'Textiles' },
  buzMeet_: INDIAN_FIRM,
  reManPow_: { ...BUSINESS, NandCnoOfCopRepresentativeInIndia: 'S. Rao, 98765 43210', NatureOfJob: 'Nursing', PlaceRecruitmentConducted: 'Chennai' },
  exh_: { ...BUSINESS, NameAndAddOfExh: 'India Expo, Greater Noida' },
  projExp_: INDIAN_FIRM,
  codTour_: {
    NandAddrsOfAgencyNativeCountry: 'Leeds Travel, Leeds',
    CitiesVisitedDuringTour: 'Delhi, Agra, Jaipur',
    TravelAgentNameAssociateInIndia: 'Golden Tours',
    Address: 'Connaught Place, Delhi',
    PhNo: '011 2345 6789',
  },
  sportsAct_: {
    sportsEventName: 'Delhi Half Marathon',
    eventOrganizerType: 'Private',
    eventStartDate: '2025-10-19',
    eventEndDate: '2025-10-19',
    address: 'JLN Stadium',
    state: 'Delhi',
    district: 'South Delhi',
    pinCode: '110003',
    organizerName: 'Procam',
    phoneNumber: '011 4567 8900',
    emailId: '',
    restrictedAreaVisit: 'No',
    restrictedAreaDetails: '',
    previousSportsVisitDetails: '',
    taxComplianceDetails: '',
    participationType: 'Athlete',
  },
  atendConf_: {
    nameOfConference: 'Digital India Summit',
    startDate: '2025-09-01',
    endDate: '3 days',
    venueAddress: 'Bharat Mandapam',
    state: 'Delhi',
    district: 'New Delhi',
    pincode: '110 001',
    organizerName: 'MeitY',
    organizerAddress: 'Electronics Niketan, Delhi',
    organizerPhone: '011 2436 3000',
    organizerEmail: 'events@meity.example.in',
  },
  patientTravMedVisa_: PATIENT,
  tayushInd_: { hospitalName: 'Kerala Ayurveda', hospitalAddress: 'Aluva', state: 'Kerala', district: 'Ernakulam', phone: '0484 262 0000', medicalTreatmentType: 'Panchakarma' },
  ayushAttendent_: PATIENT,
};

function sectionValues(prefix: PurposePrefix, changes: Record<string, unknown> = {}) {
  const fields = Object.fromEntries(Object.entries(SECTION_VALUES[prefix]).map(([suffix, value]) => [`${prefix}${suffix}`, value]));
  return { ...VALID_STEP1, ...SELECTIONS[prefix], serviceSubCat_subCategory: '', ...VALID_VISIT_PLAN, ...fields, ...changes };
}

describe('validateStep4', () => {
  it('accepts a tourist visit plan (no purpose section)', () => {
    expect(validateStep4({ ...VALID_STEP1, ...VALID_VISIT_PLAN }, CTX)).toEqual({});
  });

  it.each([
    [{ placeVisited1: '  ' }, { placeVisited1: 'placeToVisitRequired' }],
    [{ placeVisited2: '' }, {}],
    [{ expectedPortOfExit: '' }, { expectedPortOfExit: 'required' }],
    [{ expectedPortOfExit: 'moon-base' }, { expectedPortOfExit: 'invalidOption' }],
    [{ expectedPortOfExit: 'attari-wagah-icp' }, {}],
    [{ expectedPortOfExit: 'cochin-seaport' }, {}],
  ])('checks the visit plan %j', (changes, errors) => {
    expect(validateStep4({ ...VALID_STEP1, ...VALID_VISIT_PLAN, ...changes }, CTX)).toEqual(errors);
  });

  it('does not throw on input that is not an object', () => {
    NOT_OBJECTS.forEach((input) =>
      expect(validateStep4(input, CTX)).toEqual({ placeVisited1: 'placeToVisitRequired', expectedPortOfExit: 'required' }),
    );
  });

  it('has a fixture for every purpose section', () => {
    expect(Object.keys(SECTION_VALUES).sort()).toEqual([...PURPOSE_PREFIXES].sort());
  });

  describe.each(PURPOSE_PREFIXES)('purpose section %s', (prefix) => {
    it('accepts complete values', () => {
      expect(validateStep4(sectionValues(prefix), CTX)).toEqual({});
    });

    it('requires its required fields with "This field is required"', () => {
      const blanks = Object.fromEntries(PURPOSE_GROUP_FIELDS[prefix].map((field) => [field, ' ']));
      const expected = Object.fromEntries(PURPOSE_GROUP_REQUIRED_FIELDS[prefix].map((field) => [field, 'required']));
      expect(validateStep4(sectionValues(prefix, blanks), CTX)).toEqual(expected);
    });

    it('is not checked for a sub-category that shows another section', () => {
      const blanks = Object.fromEntries(PURPOSE_GROUP_FIELDS[prefix].map((field) => [field, '']));
      expect(validateStep4({ ...VALID_STEP1, ...VALID_VISIT_PLAN, ...blanks }, CTX)).toEqual({});
    });
  });

  it.each([
    ['start today', { sportsAct_eventStartDate: '2025-06-15', sportsAct_eventEndDate: '2025-06-15' }, {}],
    ['start yesterday', { sportsAct_eventStartDate: '2025-06-14' }, { sportsAct_eventStartDate: 'dateInPast' }],
    ['end yesterday', { sportsAct_eventStartDate: '2025-06-14', sportsAct_eventEndDate: '2025-06-14' }, { sportsAct_eventStartDate: 'dateInPast', sportsAct_eventEndDate: 'dateInPast' }],
    ['end the day before the start', { sportsAct_eventStartDate: '2025-10-19', sportsAct_eventEndDate: '2025-10-18' }, { sportsAct_eventEndDate: 'endBeforeStart' }],
    ['end the day after the start', { sportsAct_eventStartDate: '2025-10-19', sportsAct_eventEndDate: '2025-10-20' }, {}],
    ['an invalid start', { sportsAct_eventStartDate: '19/10/2025' }, { sportsAct_eventStartDate: 'invalidDate' }],
    ['a restricted-area visit without details', { sportsAct_restrictedAreaVisit: 'Yes' }, { sportsAct_restrictedAreaDetails: 'detailsRequired' }],
    ['a restricted-area visit with details', { sportsAct_restrictedAreaVisit: 'Yes', sportsAct_restrictedAreaDetails: 'Ladakh' }, {}],
    ['a restricted-area answer that is not Yes/No', { sportsAct_restrictedAreaVisit: 'maybe' }, { sportsAct_restrictedAreaVisit: 'invalidOption' }],
    ['an invalid e-mail', { sportsAct_emailId: 'procam' }, { sportsAct_emailId: 'invalidEmail' }],
    ['a PIN code starting with 0', { sportsAct_pinCode: '011003' }, { sportsAct_pinCode: 'invalidPinCode' }],
    ['a 5-digit PIN code', { sportsAct_pinCode: '11000' }, { sportsAct_pinCode: 'invalidPinCode' }],
    ['a 5-digit phone', { sportsAct_phoneNumber: '12345' }, { sportsAct_phoneNumber: 'invalidPhone' }],
  ])('sports activity: %s', (_case, changes, errors) => {
    expect(validateStep4(sectionValues('sportsAct_', changes), CTX)).toEqual(errors);
  });

  it.each([
    ['start today', { atendConf_startDate: '2025-06-15' }, {}],
    ['start yesterday', { atendConf_startDate: '2025-06-14' }, { atendConf_startDate: 'dateInPast' }],
    ['an end date before the start', { atendConf_endDate: '2025-08-31' }, { atendConf_endDate: 'endBeforeStart' }],
    ['an end date on the start', { atendConf_endDate: '2025-09-01' }, {}],
    ['a free-text end date', { atendConf_endDate: 'Three days later' }, {}],
    ['no organizer e-mail', { atendConf_organizerEmail: '' }, {}],
    ['an invalid organizer e-mail', { atendConf_organizerEmail: 'meity.gov' }, { atendConf_organizerEmail: 'invalidEmail' }],
  ])('conference: %s', (_case, changes, errors) => {
    expect(validateStep4(sectionValues('atendConf_', changes), CTX)).toEqual(errors);
  });

  it.each([
    ['patientTravMedVisa_', 'born today', '2025-06-15', {}],
    ['patientTravMedVisa_', 'born tomorrow', '2025-06-16', { patientTravMedVisa_dateOfBirth: 'dateInFuture' }],
    ['ayushAttendent_', 'born tomorrow', '2025-06-16', { ayushAttendent_dateOfBirth: 'dateInFuture' }],
    ['ayushAttendent_', 'born on an invalid date', '1950-02-30', { ayushAttendent_dateOfBirth: 'invalidDate' }],
  ] as const)('%s patient %s', (prefix, _case, dateOfBirth, errors) => {
    expect(validateStep4(sectionValues(prefix, { [`${prefix}dateOfBirth`]: dateOfBirth }), CTX)).toEqual(errors);
  });

  it.each([
    ['patientTravMedVisa_', { patientTravMedVisa_nationality: 'British' }, { patientTravMedVisa_nationality: 'invalidOption' }],
    ['buzMeet_', { buzMeet_IndFrimPhNo: 'n/a' }, { buzMeet_IndFrimPhNo: 'invalidPhone' }],
    ['stself_', { stself_Phone: 12345678 }, {}],
  ] as const)('%s checks %j', (prefix, changes, errors) => {
    expect(validateStep4(sectionValues(prefix, changes), CTX)).toEqual(errors);
  });
});
