import { CTX, NOT_OBJECTS, VALID_STEP1 } from '../testing/fixtures';
import { ruleContextFor } from './field-errors';
import { STEP1_REQUIRED_FIELDS } from '../application/step1';
import { validateStep1 } from './step1.rules';

const withValues = (changes: Record<string, unknown>) => validateStep1({ ...VALID_STEP1, ...changes }, CTX);

describe('validateStep1', () => {
  it('accepts a complete, valid step 1', () => {
    expect(validateStep1(VALID_STEP1, CTX)).toEqual({});
  });

  describe.each(STEP1_REQUIRED_FIELDS)('requires %s', (field) => {
    it.each([[''], ['   '], [undefined], [null], [{}]])('fails on %p with "This field is required"', (value) => {
      expect(withValues({ [field]: value })).toEqual({ [field]: 'required' });
    });
  });

  it('reports every required field for input that is not an object, without throwing', () => {
    NOT_OBJECTS.forEach((input) => {
      expect(Object.keys(validateStep1(input, CTX)).sort()).toEqual([...STEP1_REQUIRED_FIELDS].sort());
    });
  });

  it.each([
    ['18th birthday today', '2007-06-15', {}],
    ['18th birthday tomorrow', '2007-06-16', { dateOfBirth: 'underage' }],
    ['turns 18 later this year (18 by year difference only)', '2007-12-31', { dateOfBirth: 'underage' }],
    ['born in the future', '2030-01-01', { dateOfBirth: 'birthDateInFuture' }],
    ['an impossible date', '2001-02-29', { dateOfBirth: 'invalidDate' }],
    ['a display date', '20/05/1990', { dateOfBirth: 'invalidDate' }],
  ])('dateOfBirth: %s', (_case, dateOfBirth, errors) => {
    expect(withValues({ dateOfBirth })).toEqual(errors);
  });

  it('lets a traveller their order\'s lead applies for be a child, still not born in the future', () => {
    const child = { ...CTX, travellingWithLead: true };
    expect(validateStep1({ ...VALID_STEP1, dateOfBirth: '2019-02-01' }, child)).toEqual({});
    expect(validateStep1({ ...VALID_STEP1, dateOfBirth: '2030-01-01' }, child)).toEqual({ dateOfBirth: 'birthDateInFuture' });
    expect(ruleContextFor({ uniqueId: 'B2', orderLeadId: 'A1' }, CTX.today)).toEqual(child);
    expect(ruleContextFor({ uniqueId: 'A1', orderLeadId: 'A1' }, CTX.today)).toEqual({ ...CTX, travellingWithLead: false });
    expect(ruleContextFor(undefined, CTX.today)).toEqual({ ...CTX, travellingWithLead: false });
  });

  it.each([
    ['yesterday', '2025-06-14', { expectedArrival: 'arrivalNotInFuture' }],
    ['today', '2025-06-15', { expectedArrival: 'arrivalNotInFuture' }],
    ['tomorrow: too soon to pay 4 days before', '2025-06-16', { expectedArrival: 'arrivalTooSoon' }],
    ['in 3 days', '2025-06-18', { expectedArrival: 'arrivalTooSoon' }],
    ['in 4 days, the earliest', '2025-06-19', {}],
    ['in 120 days, the latest', '2025-10-13', {}],
    ['in 121 days', '2025-10-14', { expectedArrival: 'arrivalTooFar' }],
    ['not a date', '2025-06-31', { expectedArrival: 'invalidDate' }],
  ])('expectedArrival %s', (_case, expectedArrival, errors) => {
    expect(withValues({ expectedArrival })).toEqual(errors);
  });

  it.each([
    ['5 digits', '12345', false],
    ['6 digits', '123456', true],
    ['15 digits', '123456789012345', true],
    ['16 digits', '1234567890123456', false],
    ['5 digits with spaces', '12 34 5', false],
    ['6 digits with spaces', '12 34 56', true],
    ['15 digits with spaces', '12345 67890 12345', true],
    ['16 digits with spaces', '1234 5678 9012 3456', false],
    ['5 digits with a leading +', '+12345', false],
    ['6 digits with a leading +', '+123456', true],
    ['15 digits with a leading + and spaces', '+44 1234 5678 90123', true],
    ['16 digits with a leading + and spaces', '+44 1234 5678 901234', false],
    ['letters', '12345abc', false],
    ['a + inside', '123+456', false],
    ['a number', 123456, true],
  ])('contactNo of %s', (_case, contactNo, valid) => {
    expect(withValues({ contactNo })).toEqual(valid ? {} : { contactNo: 'invalidContactNumber' });
  });

  it.each(['anna', 'anna@example', 'anna@example.c', 'anna smith@example.com', '@example.com', 'anna@.com'])(
    'rejects the e-mail %p with "Please enter a valid email address"',
    (email) => {
      expect(withValues({ email, confirmEmail: email })).toEqual({ email: 'invalidEmail' });
    },
  );

  it.each([
    ['in case only', 'Anna.Smith@Example.COM', {}],
    ['in surrounding spaces only', ' anna.smith@example.com ', {}],
    ['by a letter', 'anna.smyth@example.com', { confirmEmail: 'emailsDoNotMatch' }],
  ])('accepts a confirmation that differs %s, or says "Emails do not match"', (_case, confirmEmail, errors) => {
    expect(withValues({ confirmEmail })).toEqual(errors);
  });

  it.each([
    [{ nationality: 'CN' }, { nationality: 'nationalityNotEligible' }],
    [{ nationality: 'AF' }, { nationality: 'nationalityNotEligible' }],
    [{ nationality: 'IN' }, { nationality: 'nationalityNotEligible' }],
    [{ nationality: 'PK' }, { nationality: 'nationalityNotEligible' }],
    [{ nationality: 'NG' }, { nationality: 'nationalityNotEligible' }],
    [{ nationality: 'XX' }, { nationality: 'invalidOption' }],
    [{ nationality: 'gb' }, { nationality: 'invalidOption' }],
    [{ applicationType: 'express' }, { applicationType: 'invalidOption' }],
    [{ passportType: 'diplomatic' }, { passportType: 'invalidOption' }],
    [{ portOfArrival: 'attari-wagah-icp' }, { portOfArrival: 'invalidOption' }],
    [{ portOfArrival: 'cochin-seaport' }, {}],
  ])('checks the selection %j', (changes, errors) => {
    expect(withValues(changes)).toEqual(errors);
  });

  it.each([
    ['tourist without a duration', { serviceSubCategory: '', serviceSubCat_subCategory: '' }, { serviceSubCategory: 'selectServiceSubCategory' }],
    ['tourist 30 days without a purpose', { serviceSubCat_subCategory: ' ' }, { serviceSubCat_subCategory: 'selectServiceSubCategory' }],
    ['tourist 5 years with a purpose', { serviceSubCategory: '5YR', serviceSubCat_subCategory: 'voluntaryWork' }, {}],
    ['tourist with an unknown purpose', { serviceSubCat_subCategory: 'shopping' }, { serviceSubCat_subCategory: 'invalidOption' }],
    ['business without a purpose', { visaService: 'business', serviceSubCategory: undefined, serviceSubCat_subCategory: '' }, { serviceSubCategory: 'selectServiceSubCategory' }],
    ['business meetings', { visaService: 'business', serviceSubCategory: 'businessMeetings', serviceSubCat_subCategory: '' }, {}],
    ['business with a tourist option', { visaService: 'business', serviceSubCategory: '30D' }, { serviceSubCategory: 'invalidOption' }],
    ['medical treatment', { visaService: 'medical', serviceSubCategory: 'shortTermMedicalTreatment', serviceSubCat_subCategory: '' }, {}],
    ['an unknown service', { visaService: 'student' }, { visaService: 'invalidOption' }],
  ])('visa service: %s', (_case, changes, errors) => {
    expect(withValues(changes)).toEqual(errors);
  });

  it('refuses a context without a valid today', () => {
    expect(() => validateStep1(VALID_STEP1, { today: '15/06/2025' })).toThrow('yyyy-mm-dd');
  });
});
