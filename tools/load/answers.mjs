// Valid answers for every step of the journey, dates relative to today (as api/src/steps/step-fixtures.ts).
// Each simulated applicant gets its own names and e-mail address, so the final check can tell them apart.

const DAY = 86_400_000;
const isoDays = (days) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const isoYearsAgo = (years) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};

/** Letters only (names refuse digits): 0 -> 'a', 27 -> 'bb' ... */
const letters = (n) => [...n.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');

export function answersFor(n) {
  const tag = letters(n);
  const email = `load.${tag}@example.com`;
  return {
    step1: {
      applicationType: 'normal',
      passportType: 'ordinary',
      surname: `Load${tag}`,
      givenName: 'Anna',
      nationality: 'GB',
      portOfArrival: 'delhi-airport',
      dateOfBirth: isoYearsAgo(35),
      email,
      confirmEmail: email,
      contactNo: '+44 20 7946 0958',
      expectedArrival: isoDays(30),
      visaService: 'tourist',
      serviceSubCategory: '30D',
      serviceSubCat_subCategory: 'recreation',
    },
    step2: {
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
      passportNumber: `1${String(n).padStart(8, '0')}`,
      passportPlaceOfIssue: 'London',
      passportDateOfIssue: isoYearsAgo(2),
      passportDateOfExpiry: isoDays(8 * 365),
      otherPassport: false,
    },
    step3: {
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
    },
    step4: { placeVisited1: 'Agra', placeVisited2: 'Jaipur', expectedPortOfExit: 'mumbai-airport' },
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
    questions: { arrested: 'No', deported: 'No', trafficking: 'No', cyberCrime: 'No', terrorismSupport: 'No', asylum: 'No', declaration: true },
  };
}
