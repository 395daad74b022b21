import { NOT_OBJECTS, VALID_STEP3 } from '../testing/fixtures';
import { STEP3_REQUIRED_FIELDS } from '../application/step3';
import { CONDITIONAL_FIELDS } from './conditional-fields';
import { validateStep3 } from './step3.rules';

const withValues = (changes: Record<string, unknown>) => validateStep3({ ...VALID_STEP3, ...changes });

describe('validateStep3', () => {
  it('accepts a complete, valid step 3', () => {
    expect(validateStep3(VALID_STEP3)).toEqual({});
  });

  describe.each(STEP3_REQUIRED_FIELDS)('requires %s', (field) => {
    it.each([[''], ['   '], [undefined]])('fails on %p with "This field is required"', (value) => {
      expect(withValues({ [field]: value })).toEqual({ [field]: 'required' });
    });
  });

  it('does not throw on input that is not an object', () => {
    NOT_OBJECTS.forEach((input) => expect(Object.keys(validateStep3(input)).sort()).toEqual([...STEP3_REQUIRED_FIELDS].sort()));
  });

  it.each([
    ['6 digits', '123456', false],
    ['7 digits', '1234567', true],
    ['7 digits with spaces', '123 45 67', true],
    ['7 digits with a leading +', '+1234567', true],
    ['15 digits', '+123 456 789 012 345', true],
    ['16 digits', '1234567890123456', false],
    ['letters', 'call me', false],
  ])('present phone of %s', (_case, presentPhoneNo, valid) => {
    expect(withValues({ presentPhoneNo })).toEqual(valid ? {} : { presentPhoneNo: 'invalidPhone' });
  });

  it.each([
    ['9 digits', '123456789', false],
    ['10 digits', '1234567890', true],
    ['10 digits with spaces and a leading +', '+44 7700 9001', true],
    ['15 digits', '123456789012345', true],
    ['16 digits', '1234567890123456', false],
  ])('mobile of %s', (_case, presentMobileNo, valid) => {
    expect(withValues({ presentMobileNo })).toEqual(valid ? {} : { presentMobileNo: 'invalidMobile' });
  });

  it('requires the four service fields when serving in a military organization', () => {
    const expected = Object.fromEntries(CONDITIONAL_FIELDS.militaryService.fields.map((field) => [field, 'militaryFieldRequired']));
    expect(withValues({ inMilitaryOrganization: 'Yes' })).toEqual(expected);
    expect(
      withValues({
        inMilitaryOrganization: 'Yes',
        forceOrganizationName: 'Army',
        forceOrganizationDesignation: 'Engineer',
        forceOrganizationRank: 'Captain',
        forceorganizationPlace: 'Catterick',
      }),
    ).toEqual({});
  });

  it.each([[undefined], [''], ['No']])('treats inMilitaryOrganization %p as No', (inMilitaryOrganization) => {
    expect(withValues({ inMilitaryOrganization })).toEqual({});
  });

  it('asks for details when a grandparent was Pakistani', () => {
    expect(withValues({ grandparentPakistani: 'Yes' })).toEqual({ grandparentPakistaniYes: 'detailsRequired' });
    expect(withValues({ grandparentPakistani: 'Yes', grandparentPakistaniYes: 'Grandfather, born in Lahore' })).toEqual({});
  });

  it('does not check spouse fields, the permanent address or the designation', () => {
    expect(withValues({ maritalStatus: 'Married', spouseName: '', SpouseNationality: 'nowhere', permanentHouseNo: '', designation: '' })).toEqual({});
  });

  it.each([
    [{ maritalStatus: 'Divorced' }, { maritalStatus: 'invalidOption' }],
    [{ presentOccupation: 'Astronaut' }, { presentOccupation: 'invalidOption' }],
    [{ grandparentPakistani: 'yes' }, { grandparentPakistani: 'invalidOption' }],
    [{ inMilitaryOrganization: 'Maybe' }, { inMilitaryOrganization: 'invalidOption' }],
    [{ presentCountry: 'UK' }, { presentCountry: 'invalidOption' }],
    [{ fatherPreviousNationality: 'XX' }, { fatherPreviousNationality: 'invalidOption' }],
  ])('checks the selection %j', (changes, errors) => {
    expect(withValues(changes)).toEqual(errors);
  });
});
