import { CTX, NOT_OBJECTS, VALID_OTHER_PASSPORT, VALID_STEP2 } from '../testing/fixtures';
import { STEP2_REQUIRED_FIELDS } from '../application/step2';
import { CONDITIONAL_FIELDS } from './conditional-fields';
import { validateStep2 } from './step2.rules';

const withValues = (changes: Record<string, unknown>) => validateStep2({ ...VALID_STEP2, ...changes }, CTX);

describe('validateStep2', () => {
  it('accepts a complete, valid step 2', () => {
    expect(validateStep2(VALID_STEP2, CTX)).toEqual({});
    expect(withValues(VALID_OTHER_PASSPORT)).toEqual({});
  });

  describe.each(STEP2_REQUIRED_FIELDS)('requires %s', (field) => {
    it.each([[''], ['  '], [undefined]])('fails on %p with "This field is required"', (value) => {
      expect(withValues({ [field]: value })).toEqual({ [field]: 'required' });
    });
  });

  it('does not throw on input that is not an object', () => {
    NOT_OBJECTS.forEach((input) => expect(Object.keys(validateStep2(input, CTX)).sort()).toEqual([...STEP2_REQUIRED_FIELDS].sort()));
  });

  it.each([[true], ['true']])('asks for the previous names when nameChanged is %p', (nameChanged) => {
    expect(withValues({ nameChanged })).toEqual({ previousSurname: 'previousSurnameRequired', previousName: 'previousNameRequired' });
    expect(withValues({ nameChanged, previousSurname: 'Jones', previousName: 'Anne' })).toEqual({});
  });

  it.each([[false], ['false'], [undefined]])('does not ask for previous names when nameChanged is %p', (nameChanged) => {
    expect(withValues({ nameChanged })).toEqual({});
  });

  it('asks for the previous nationality when acquired by naturalization', () => {
    expect(withValues({ nationalityAcquired: 'By naturalization' })).toEqual({ nationalityAcquiredDetails: 'previousNationalityRequired' });
    expect(withValues({ nationalityAcquired: 'By naturalization', nationalityAcquiredDetails: 'IE' })).toEqual({});
    expect(withValues({ nationalityAcquired: 'By naturalization', nationalityAcquiredDetails: 'Ireland' })).toEqual({
      nationalityAcquiredDetails: 'invalidOption',
    });
  });

  describe.each(CONDITIONAL_FIELDS.otherPassport.fields)('with another passport, requires %s', (field) => {
    it.each([[true], ['true']])('when otherPassport is %p', (otherPassport) => {
      expect(withValues({ ...VALID_OTHER_PASSPORT, otherPassport, [field]: ' ' })).toEqual({ [field]: 'required' });
    });
  });

  it('ignores the other-passport fields when otherPassport is false', () => {
    expect(withValues({ otherPassport: 'false', otherPassportDateOfIssue: 'garbage' })).toEqual({});
  });

  it.each([
    ['18th birthday today', '2007-06-15', {}],
    ['18th birthday tomorrow', '2007-06-16', { dateOfBirth: 'underage' }],
    ['an impossible date', '1990-13-01', { dateOfBirth: 'invalidDate' }],
  ])('dateOfBirth: %s', (_case, dateOfBirth, errors) => {
    expect(withValues({ dateOfBirth })).toEqual(errors);
  });

  it.each([
    ['exactly 10 years ago', '2015-06-15', {}],
    ['10 years and one day ago', '2015-06-14', { passportDateOfIssue: 'issueDateOutOfRange' }],
    ['today', '2025-06-15', {}],
    ['tomorrow', '2025-06-16', { passportDateOfIssue: 'issueDateInFuture' }],
    ['not a date', '2020-02-30', { passportDateOfIssue: 'invalidDate' }],
  ])('passport issued %s', (_case, passportDateOfIssue, errors) => {
    expect(withValues({ passportDateOfIssue })).toEqual(errors);
  });

  it.each([
    ['exactly 10 years ago', '2015-06-15', {}],
    ['10 years and one day ago', '2015-06-14', { otherPassportDateOfIssue: 'issueDateOutOfRange' }],
    ['today', '2025-06-15', {}],
    ['tomorrow', '2025-06-16', { otherPassportDateOfIssue: 'issueDateInFuture' }],
  ])('other passport issued %s', (_case, otherPassportDateOfIssue, errors) => {
    expect(withValues({ ...VALID_OTHER_PASSPORT, otherPassportDateOfIssue })).toEqual(errors);
  });

  it.each([
    ['equal to the issue date', { passportDateOfIssue: '2025-06-01', passportDateOfExpiry: '2025-06-01' }, { passportDateOfExpiry: 'expiryNotAfterIssue' }],
    ['before the issue date', { passportDateOfExpiry: '2019-01-01' }, { passportDateOfExpiry: 'expiryNotAfterIssue' }],
    ['one day before six months after arrival', { passportDateOfExpiry: '2025-12-31' }, { passportDateOfExpiry: 'passportValidityTooShort' }],
    ['exactly six months after arrival', { passportDateOfExpiry: '2026-01-01' }, {}],
    ['within six months of today when arrival is unknown', { expectedArrival: undefined, passportDateOfExpiry: '2025-12-14' }, { passportDateOfExpiry: 'passportValidityTooShort' }],
    ['not a date', { passportDateOfExpiry: '2030-31-01' }, { passportDateOfExpiry: 'invalidDate' }],
  ])('passport expiry %s', (_case, changes, errors) => {
    expect(withValues(changes)).toEqual(errors);
  });

  it.each([
    [{ gender: 'F' }, { gender: 'invalidOption' }],
    [{ religion: 'NONE' }, { religion: 'invalidOption' }],
    [{ education: 'PHD' }, { education: 'invalidOption' }],
    [{ nationalityAcquired: 'By marriage' }, { nationalityAcquired: 'invalidOption' }],
    [{ livedInCountry: 'yes' }, { livedInCountry: 'invalidOption' }],
    [{ countryOfBirth: 'England' }, { countryOfBirth: 'invalidOption' }],
    [{ ...VALID_OTHER_PASSPORT, otherPassportNationaliyMentioned: 'Irish' }, { otherPassportNationaliyMentioned: 'invalidOption' }],
  ])('checks the selection %j', (changes, errors) => {
    expect(withValues(changes)).toEqual(errors);
  });
});
