import { PURPOSE_PREFIXES } from '@evisa/reference-data';
import { CONTACT_DECLARATIONS } from '../rules/contact-limits';
import { APPLICATION_STATUSES } from './application-record';
import { CONDITIONAL_FIELDS } from '../rules/conditional-fields';
import { CHOICE_LISTS } from './choice-lists';
import { APPLICATION_DECLARATION_TABLES, APPLICATION_DECLARATIONS, declarationOf, isMultiLineField } from './declared-fields';
import { choiceListOf, maxLengthOf } from './field-declaration';
import { ALL_PURPOSE_FIELDS, PURPOSE_FIELD_KINDS, PURPOSE_GROUP_FIELDS, PURPOSE_GROUP_REQUIRED_FIELDS } from './purpose-groups';
import { QUESTIONS_FIELDS } from './questions';
import { STEP1_FIELDS, STEP1_REQUIRED_FIELDS } from './step1';
import { STEP2_FIELDS, STEP2_FLAGS, STEP2_REQUIRED_FIELDS } from './step2';
import { STEP3_FIELDS, STEP3_FLAGS, STEP3_REQUIRED_FIELDS, STEP3_SHARED_FIELDS } from './step3';
import { STEP4_FIELDS, VISIT_PLAN_FIELDS, step4FieldsFor } from './step4';
import { STEP5_FIELDS } from './step5';
import { DOCUMENT_FIELDS, PHOTO_FIELDS } from './uploads';
import { VISIT_DETAILS_FIELDS } from './visit-details';

describe('field lists', () => {
  it('name each step field once, across all steps', () => {
    const all = [...STEP1_FIELDS, ...STEP2_FIELDS, ...STEP3_FIELDS, ...STEP4_FIELDS, ...STEP5_FIELDS, ...PHOTO_FIELDS, ...DOCUMENT_FIELDS, ...QUESTIONS_FIELDS];
    expect(new Set(all).size).toBe(all.length);
  });

  it.each([
    [STEP1_FIELDS, 14],
    [STEP2_FIELDS, 23],
    [STEP3_FIELDS, 41],
    [STEP5_FIELDS, 18],
    [QUESTIONS_FIELDS, 13],
    [DOCUMENT_FIELDS, 7],
  ])('have the spec 3.1 count (%#)', (fields, count) => expect(fields).toHaveLength(count));

  it("share step 3's addresses and parents across an order, not a traveller's own mobile, marriage, work or service", () => {
    expect(STEP3_SHARED_FIELDS).toHaveLength(21);
    expect(STEP3_SHARED_FIELDS).toEqual(expect.arrayContaining(['presentHouseNo', 'presentPhoneNo', 'sameAsPermanent', 'permanentPostalCode', 'fatherName', 'motherCountryOfBirth']));
    for (const own of ['presentMobileNo', 'maritalStatus', 'spouseName', 'presentOccupation', 'inMilitaryOrganization']) expect(STEP3_SHARED_FIELDS).not.toContain(own);
  });

  it("keep the spec's spellings", () => {
    expect(STEP2_FIELDS).toContain('otherPassportNationaliyMentioned');
    expect(STEP2_FIELDS).toContain('otherPassport_PassportNo');
    expect(STEP3_FIELDS).toContain('forceorganizationPlace');
    expect(STEP3_FIELDS).toContain('SpouseCtryOfBirth');
    expect(STEP5_FIELDS).toContain('visitedIndiaBeforeAddrss');
    expect(STEP5_FIELDS).toContain('visitedIndiaBefore_Last_current_ValidVisaNo');
    expect(PURPOSE_GROUP_FIELDS.buzMeet_).toContain('buzMeet_IndFrimPhNo');
    expect(PURPOSE_GROUP_FIELDS.ayushAttendent_).toContain('ayushAttendent_dateOfBirth');
    expect(QUESTIONS_FIELDS).toContain('givenDetailterrorismSupport');
  });

  it('give every one of the 13 purpose sections its prefixed fields', () => {
    expect(Object.keys(PURPOSE_GROUP_FIELDS)).toEqual([...PURPOSE_PREFIXES]);
    PURPOSE_PREFIXES.forEach((prefix) => PURPOSE_GROUP_FIELDS[prefix].forEach((field) => expect(field.startsWith(prefix)).toBe(true)));
    expect(PURPOSE_GROUP_FIELDS.stself_).toEqual([
      'stself_HospitalName',
      'stself_HospitalAddress',
      'stself_State',
      'stself_District',
      'stself_Phone',
      'stself_TreatmentType',
    ]);
    expect(PURPOSE_GROUP_FIELDS.projExp_.map((field) => field.replace('projExp_', ''))).toEqual(
      PURPOSE_GROUP_FIELDS.buzMeet_.map((field) => field.replace('buzMeet_', '')),
    );
    expect(PURPOSE_GROUP_FIELDS.sportsAct_).toHaveLength(16);
    expect(PURPOSE_GROUP_FIELDS.atendConf_).toHaveLength(11);
  });

  it('give kinds only to existing purpose fields', () => {
    Object.keys(PURPOSE_FIELD_KINDS).forEach((field) => expect(ALL_PURPOSE_FIELDS).toContain(field));
  });

  it('let step 4 carry the visit plan and one purpose section', () => {
    expect(step4FieldsFor(null)).toEqual(VISIT_PLAN_FIELDS);
    expect(step4FieldsFor('exh_')).toEqual([...VISIT_PLAN_FIELDS, ...PURPOSE_GROUP_FIELDS.exh_]);
    expect(VISIT_DETAILS_FIELDS).toEqual([...STEP4_FIELDS, ...STEP5_FIELDS]);
  });

  it('declare every answer typed into a form once, with its kind and length', () => {
    const typed = [...STEP1_FIELDS, ...STEP2_FIELDS, ...STEP3_FIELDS, ...STEP4_FIELDS, ...STEP5_FIELDS, ...QUESTIONS_FIELDS, ...Object.keys(CONTACT_DECLARATIONS)];
    expect(new Set(typed).size).toBe(typed.length - 1); // step 1 and the contact form both ask for 'email'
    typed.forEach((field) => expect({ field, declared: declarationOf(field) !== undefined }).toEqual({ field, declared: true }));
    expect(declarationOf('toString')).toBeUndefined();
  });

  it('give text areas their longer limit and only them line breaks', () => {
    expect(isMultiLineField('employerAddress')).toBe(true);
    expect(isMultiLineField('stself_TreatmentType')).toBe(true);
    expect(isMultiLineField('nationalityAcquiredDetails')).toBe(false);
    expect(isMultiLineField('presentHouseNo')).toBe(false);
    expect(maxLengthOf(declarationOf('employerAddress')!)).toBe(1000);
    expect(maxLengthOf(declarationOf('surname')!)).toBe(200);
    expect(maxLengthOf(declarationOf('givenDetailasylum')!)).toBe(2000);
    expect(maxLengthOf(declarationOf('message')!)).toBe(2000);
  });

  it('derive the booleans of steps 2 and 3 from their kind', () => {
    expect(STEP2_FLAGS).toEqual(['nameChanged', 'otherPassport']);
    expect(STEP3_FLAGS).toEqual(['sameAsPermanent']);
  });

  it('declare each answer in one table only', () => {
    const declared = APPLICATION_DECLARATION_TABLES.flatMap((table) => Object.keys(table));
    expect(declared.filter((field, index) => declared.indexOf(field) !== index)).toEqual([]);
    expect(Object.keys(APPLICATION_DECLARATIONS)).toHaveLength(declared.length);
  });

  it('require what spec 5 requires, in the form order', () => {
    expect(STEP1_REQUIRED_FIELDS).toEqual(['applicationType', 'passportType', 'surname', 'givenName', 'nationality', 'portOfArrival', 'dateOfBirth', 'email', 'confirmEmail', 'contactNo', 'expectedArrival', 'visaService']);
    expect([...STEP2_REQUIRED_FIELDS].sort()).toEqual(
      ['applicationType', 'portOfArrival', 'surname', 'givenName', 'gender', 'dateOfBirth', 'cityOfBirth', 'countryOfBirth', 'nationalId', 'religion', 'education', 'nationality', 'nationalityAcquired', 'livedInCountry', 'passportNumber', 'passportPlaceOfIssue', 'passportDateOfIssue', 'passportDateOfExpiry'].sort(),
    );
    expect(STEP3_REQUIRED_FIELDS).toEqual([
      'presentHouseNo', 'presentVillageTownCity', 'presentCountry', 'presentState', 'presentPostalCode', 'presentPhoneNo', 'presentMobileNo',
      'fatherName', 'fatherNationality', 'fatherPlaceOfBirth', 'fatherCountryOfBirth', 'motherName', 'motherNationality', 'motherPlaceOfBirth', 'motherCountryOfBirth',
      'maritalStatus', 'grandparentPakistani', 'presentOccupation', 'employerName', 'employerAddress', 'employerPhoneNo',
    ]);
    const optionalPurposeFields = ALL_PURPOSE_FIELDS.filter((field) => !Object.values(PURPOSE_GROUP_REQUIRED_FIELDS).some((fields) => (fields as readonly string[]).includes(field)));
    expect(optionalPurposeFields).toEqual([
      'setBuz_Website', 'selPur_website', 'buzMeet_website', 'buzMeet_IndFirmWebsite', 'reManPow_website', 'exh_website', 'projExp_website', 'projExp_IndFirmWebsite',
      'sportsAct_emailId', 'sportsAct_restrictedAreaDetails', 'sportsAct_previousSportsVisitDetails', 'sportsAct_taxComplianceDetails', 'atendConf_organizerEmail',
    ]);
  });

  it('ask the conditional answers of spec 4.2 and 5 only when their answer asks for them', () => {
    expect(Object.fromEntries(Object.entries(CONDITIONAL_FIELDS).map(([group, { trigger, fields }]) => [group, [trigger, ...fields]]))).toEqual({
      previousName: ['nameChanged', 'previousSurname', 'previousName'],
      naturalization: ['nationalityAcquired', 'nationalityAcquiredDetails'],
      otherPassport: ['otherPassport', 'otherPassportCountryOfIssue', 'otherPassport_PassportNo', 'otherPassportDateOfIssue', 'otherPassportPlaceOfIssue', 'otherPassportNationaliyMentioned'],
      spouse: ['maritalStatus', 'spouseName', 'SpouseNationality', 'SpousePrevNationality', 'SpouseBirthPlace', 'SpouseCtryOfBirth'],
      grandparentDetails: ['grandparentPakistani', 'grandparentPakistaniYes'],
      militaryService: ['inMilitaryOrganization', 'forceOrganizationName', 'forceOrganizationDesignation', 'forceOrganizationRank', 'forceorganizationPlace'],
      restrictedAreaDetails: ['sportsAct_restrictedAreaVisit', 'sportsAct_restrictedAreaDetails'],
      previousVisit: ['visitedIndiaBefore', 'visitedIndiaBeforeAddrss', 'visitedIndiaBeforeCitiesVisitedInIndia', 'visitedIndiaBefore_Last_current_ValidVisaNo', 'visitedIndiaBeforeTypeOfVisa', 'visitedIndiaBeforePlaceOfVisa', 'visitedIndiaBeforeDateOfIssue'],
      refusalDetails: ['visaRefused', 'visaRefusedByWhomDetails'],
      saarcVisits: ['saarcCountries', 'saarcDetails'],
    });
    for (const { trigger } of Object.values(CONDITIONAL_FIELDS)) expect({ trigger, declared: declarationOf(trigger) !== undefined }).toEqual({ trigger, declared: true });
  });

  it('name the list of choices of every select, radio group and country', () => {
    for (const [field, declaration] of Object.entries(APPLICATION_DECLARATIONS)) {
      const choice = ['option', 'yesNo', 'country'].includes(declaration.kind);
      const list = choiceListOf(declaration);
      expect({ field, list: choice ? list !== undefined && list in CHOICE_LISTS : list }).toEqual({ field, list: choice ? true : undefined });
    }
    expect(choiceListOf(declarationOf('visitedIndiaBefore')!)).toBe('lowerYesNo');
    expect(choiceListOf(declarationOf('grandparentPakistani')!)).toBe('yesNo');
    expect(choiceListOf(declarationOf('nationality')!)).toBe('eVisaNationality');
    expect(choiceListOf(declarationOf('motherCountryOfBirth')!)).toBe('country');
  });

  it('list the application statuses', () => {
    expect(APPLICATION_STATUSES).toEqual(['draft', 'awaiting_payment', 'paid', 'blocked']);
  });
});
