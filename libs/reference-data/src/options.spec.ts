import { isOptionValue, optionValues } from './option';
import { APPLICATION_TYPES } from './application-types';
import {
  EDUCATION_LEVELS,
  GENDERS,
  MARITAL_STATUSES,
  NATIONALITY_ACQUIRED,
  OCCUPATIONS,
  PASSPORT_TYPES,
  RELIGIONS,
} from './options';

describe('option lists of spec 9.2', () => {
  it.each([
    ['passport types', PASSPORT_TYPES, ['ordinary']],
    ['genders', GENDERS, ['MALE', 'FEMALE', 'OTHER']],
    ['religions', RELIGIONS, ['BAHAI', 'BUDDHISM', 'CHRISTIAN', 'HINDU', 'ISLAM', 'JAINISM', 'JUDAISM', 'OTHERS', 'PARSI', 'SIKH', 'ZOROASTRIAN']],
    [
      'education',
      EDUCATION_LEVELS,
      ['BELOW MATRICULATION', 'GRADUATE', 'HIGHER SECONDARY', 'ILLITERATE', 'MATRICULATION', 'NA BEING MINOR', 'OTHERS', 'POST GRADUATE', 'PROFESSIONAL'],
    ],
    ['marital statuses', MARITAL_STATUSES, ['Single', 'Married']],
    ['occupations', OCCUPATIONS, ['Engineer', 'Doctor', 'Teacher', 'Business', 'Student', 'Government Employee', 'Private Employee', 'Other']],
    ['nationality acquired', NATIONALITY_ACQUIRED, ['By birth', 'By naturalization']],
    ['application types', APPLICATION_TYPES, ['normal', 'urgent']],
  ])('has the %s', (_name, options, values) => {
    expect(optionValues(options)).toEqual(values);
  });

  it('states the processing times of spec 9.1', () => {
    expect(APPLICATION_TYPES.map((type) => type.processingTime)).toEqual([
      { min: 3, max: 5, unit: 'businessDays' },
      { min: 48, max: 72, unit: 'businessHours' },
    ]);
  });

  it('checks membership without trusting the input', () => {
    expect(isOptionValue(GENDERS, 'FEMALE')).toBe(true);
    expect(isOptionValue(GENDERS, 'female')).toBe(false);
    expect(isOptionValue(GENDERS, undefined)).toBe(false);
    expect(isOptionValue(GENDERS, { value: 'MALE' })).toBe(false);
  });
});
