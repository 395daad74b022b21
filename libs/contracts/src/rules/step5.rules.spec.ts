import { CTX, NOT_OBJECTS, VALID_STEP5 } from '../testing/fixtures';
import { CONDITIONAL_FIELDS } from './conditional-fields';
import { validateStep5 } from './step5.rules';

const withValues = (changes: Record<string, unknown>) => validateStep5({ ...VALID_STEP5, ...changes }, CTX);

const PREVIOUS_VISIT = {
  visitedIndiaBefore: 'yes',
  visitedIndiaBeforeAddrss: 'Hotel Taj, Mumbai',
  visitedIndiaBeforeCitiesVisitedInIndia: 'Mumbai, Goa',
  visitedIndiaBefore_Last_current_ValidVisaNo: 'VL1234567',
  visitedIndiaBeforeTypeOfVisa: 'e-Tourist',
  visitedIndiaBeforePlaceOfVisa: 'Online',
  visitedIndiaBeforeDateOfIssue: '2019-11-02',
};

const REFERENCES = {
  referenceNameIndia: 'referenceNameIndiaRequired',
  referenceAddressIndia: 'referenceAddressIndiaRequired',
  referencePhoneIndia: 'referencePhoneIndiaRequired',
  referenceNameHome: 'referenceNameHomeRequired',
  referenceAddressHome: 'referenceAddressHomeRequired',
  referencePhoneHome: 'referencePhoneHomeRequired',
};

describe('validateStep5', () => {
  it('accepts a complete, valid step 5', () => {
    expect(validateStep5(VALID_STEP5, CTX)).toEqual({});
  });

  it('defaults the yes/no questions to no', () => {
    expect(withValues({ visitedIndiaBefore: undefined, visaRefused: '', saarcCountries: undefined })).toEqual({});
  });

  describe.each(Object.entries(REFERENCES))('requires %s', (field, key) => {
    it.each([[''], ['  '], [undefined]])(`fails on %p with its own message (${key})`, (value) => {
      expect(withValues({ [field]: value })).toEqual({ [field]: key });
    });
  });

  it('reports every reference for input that is not an object, without throwing', () => {
    NOT_OBJECTS.forEach((input) => expect(validateStep5(input, CTX)).toEqual(REFERENCES));
  });

  describe.each(['referencePhoneIndia', 'referencePhoneHome'])('%s', (field) => {
    it.each([
      ['9 digits', '123456789', false],
      ['10 digits', '1234567890', true],
      ['10 digits with spaces and a leading +', '+91 98765 432', true],
      ['15 digits', '123456789012345', true],
      ['16 digits', '1234567890123456', false],
      ['9 digits with spaces and a leading +', '+91 9876 543', false],
    ])('of %s', (_case, phone, valid) => {
      expect(withValues({ [field]: phone })).toEqual(valid ? {} : { [field]: 'invalidPhone' });
    });
  });

  it('requires the previous visa details when visitedIndiaBefore is yes', () => {
    expect(withValues(PREVIOUS_VISIT)).toEqual({});
    expect(withValues({ visitedIndiaBefore: 'yes' })).toEqual(Object.fromEntries(CONDITIONAL_FIELDS.previousVisit.fields.map((field) => [field, 'required'])));
  });

  it.each([
    ['today', '2025-06-15', {}],
    ['tomorrow', '2025-06-16', { visitedIndiaBeforeDateOfIssue: 'dateInFuture' }],
    ['on an invalid date', '2019-02-29', { visitedIndiaBeforeDateOfIssue: 'invalidDate' }],
  ])('previous visa issued %s', (_case, visitedIndiaBeforeDateOfIssue, errors) => {
    expect(withValues({ ...PREVIOUS_VISIT, visitedIndiaBeforeDateOfIssue })).toEqual(errors);
  });

  it('asks for details of a refused visa', () => {
    expect(withValues({ visaRefused: 'yes' })).toEqual({ visaRefusedByWhomDetails: 'detailsRequired' });
    expect(withValues({ visaRefused: 'yes', visaRefusedByWhomDetails: 'UK, 2018, incomplete papers' })).toEqual({});
  });

  it.each([
    [{ visitedIndiaBefore: 'Yes' }, { visitedIndiaBefore: 'invalidOption' }],
    [{ visaRefused: 'maybe' }, { visaRefused: 'invalidOption' }],
    [{ saarcCountries: 'true' }, { saarcCountries: 'invalidOption' }],
  ])('checks the answer %j', (changes, errors) => {
    expect(withValues(changes)).toEqual(errors);
  });
});
