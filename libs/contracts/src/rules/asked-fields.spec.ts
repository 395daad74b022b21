import { APPLICATION_DECLARATION_TABLES } from '../application/declared-fields';
import { STEP2_DECLARATIONS } from '../application/step2';
import { STEP3_DECLARATIONS } from '../application/step3';
import { asks, fieldsAskedWhen, fieldsNotAskedIn } from './asked-fields';
import { CONDITIONAL_FIELDS, fieldsNotAsked, type ConditionalGroup } from './conditional-fields';

// A step's form and rule read the conditional fields of their own table: together the tables give CONDITIONAL_FIELDS.

const GROUPS = Object.keys(CONDITIONAL_FIELDS) as ConditionalGroup[];

describe('the conditional fields of one declaration table', () => {
  it.each(GROUPS)('together make the fields %s reveals', (group) => {
    expect(APPLICATION_DECLARATION_TABLES.flatMap((table) => fieldsAskedWhen(table, group))).toEqual(CONDITIONAL_FIELDS[group].fields);
  });

  it.each([
    ['nothing answered', {}],
    ['every reveal answered yes', { nameChanged: true, nationalityAcquired: 'By naturalization', otherPassport: 'true', maritalStatus: 'Married', grandparentPakistani: 'Yes', inMilitaryOrganization: 'Yes', visitedIndiaBefore: 'yes', visaRefused: 'yes', saarcCountries: 'yes', sportsAct_restrictedAreaVisit: 'Yes' }],
    ['some answered', { nameChanged: false, maritalStatus: 'Married', visitedIndiaBefore: 'no' }],
  ])('are not asked as the whole application says, with %s', (_label, answers) => {
    const notAsked = fieldsNotAsked(GROUPS, answers);
    for (const table of APPLICATION_DECLARATION_TABLES) {
      const fields = Object.keys(table);
      expect(fieldsNotAskedIn(table, answers).sort()).toEqual(notAsked.filter((field) => fields.includes(field)).sort());
    }
  });

  it('asks a group by its condition on the revealing answer', () => {
    expect(asks('spouse', { maritalStatus: 'Married' })).toBe(true);
    expect(asks('spouse', { maritalStatus: 'Single' })).toBe(false);
    expect(fieldsNotAskedIn(STEP3_DECLARATIONS, { maritalStatus: 'Married' })).not.toContain('spouseName');
    expect(fieldsNotAskedIn(STEP2_DECLARATIONS, {})).toEqual(expect.arrayContaining(['previousSurname', 'otherPassport_PassportNo']));
  });
});
