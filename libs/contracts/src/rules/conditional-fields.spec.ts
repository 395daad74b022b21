import { STEP2_FIELDS } from '../application/step2';
import { STEP3_FIELDS } from '../application/step3';
import { STEP5_FIELDS } from '../application/step5';
import { ALL_PURPOSE_FIELDS } from '../application/purpose-groups';
import { asks } from './asked-fields';
import { CONDITIONAL_FIELDS, fieldsNotAsked } from './conditional-fields';

describe('conditional fields', () => {
  it("asks for the spouse's details of a married applicant only", () => {
    expect(asks('spouse', { maritalStatus: 'Married' })).toBe(true);
    expect(asks('spouse', { maritalStatus: 'Single' })).toBe(false);
    expect(fieldsNotAsked(['spouse'], { maritalStatus: 'Divorced' })).toEqual(['spouseName', 'SpouseNationality', 'SpousePrevNationality', 'SpouseBirthPlace', 'SpouseCtryOfBirth']);
    expect(fieldsNotAsked(['spouse'], { maritalStatus: 'Married' })).toEqual([]);
  });

  it("takes every stored spelling of yes: a checkbox's true, a radio's 'true', 'Yes' and 'yes'", () => {
    expect(asks('previousName', { nameChanged: true })).toBe(true);
    expect(asks('otherPassport', { otherPassport: 'true' })).toBe(true);
    expect(asks('militaryService', { inMilitaryOrganization: 'Yes' })).toBe(true);
    expect(asks('previousVisit', { visitedIndiaBefore: 'yes' })).toBe(true);
    expect(asks('previousVisit', { visitedIndiaBefore: 'no' })).toBe(false);
    expect(asks('otherPassport', { otherPassport: false })).toBe(false);
    expect(asks('refusalDetails', {})).toBe(false);
  });

  it('names only fields of the application (a renamed field cannot slip out of the rule)', () => {
    const known = new Set<string>([...STEP2_FIELDS, ...STEP3_FIELDS, ...ALL_PURPOSE_FIELDS, ...STEP5_FIELDS]);
    const unknown = Object.values(CONDITIONAL_FIELDS).flatMap((group) => group.fields.filter((field) => !known.has(field)));
    expect(unknown).toEqual([]);
  });
});
