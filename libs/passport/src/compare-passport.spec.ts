import { comparePassport } from './compare-passport';
import type { PassportData } from './passport-data';

const READ: PassportData = {
  surname: 'OCONNOR SMITH',
  givenNames: 'SEAN PATRICK',
  passportNumber: 'X1234567',
  nationality: 'IE',
  issuingCountry: 'IE',
  dateOfBirth: '1990-02-03',
  sex: 'MALE',
  expiry: '2032-05-06',
};
const ANSWERS = {
  surname: "O'Connor-Smith",
  givenName: 'Seán Patrick',
  passportNumber: 'x1234567',
  nationality: 'IE',
  dateOfBirth: '1990-02-03',
  gender: 'MALE',
  passportDateOfExpiry: '2032-05-06',
};

describe('comparePassport', () => {
  it('finds no difference where the answers say what the MRZ says (case, accents, apostrophes and hyphens aside)', () => {
    expect(comparePassport(ANSWERS, READ)).toEqual([]);
  });

  it('lists each difference with both values', () => {
    const answers = { ...ANSWERS, passportNumber: 'X1234568', dateOfBirth: '1990-03-02', gender: 'FEMALE', givenName: 'Sean' };
    expect(comparePassport(answers, READ)).toEqual([
      { field: 'givenName', answered: 'Sean', read: 'SEAN PATRICK' },
      { field: 'dateOfBirth', answered: '1990-03-02', read: '1990-02-03' },
      { field: 'gender', answered: 'FEMALE', read: 'MALE' },
      { field: 'passportNumber', answered: 'X1234568', read: 'X1234567' },
    ]);
  });

  it('lists a missing answer (step 2 not saved yet) as a difference', () => {
    const { passportDateOfExpiry: _expiry, ...answers } = ANSWERS;
    expect(comparePassport(answers, READ)).toEqual([{ field: 'passportDateOfExpiry', answered: '', read: '2032-05-06' }]);
  });

  it('accepts a whole name where the MRZ cut it short at 39 characters', () => {
    const long = { ...READ, surname: 'WOLFESCHLEGELSTEINHAUSEN', givenNames: 'HUBERT BLAINE CHARL' };
    const answers = { ...ANSWERS, surname: 'Wolfeschlegelsteinhausen', givenName: 'Hubert Blaine Charles' };
    expect(comparePassport(answers, long)).toEqual([]);
  });
});
