import { composeTd3, checkDigit } from './compose-td3';
import type { PassportData } from './passport-data';
import { readPassportText } from './read-passport-text';

const TODAY = '2026-11-28';
const ANNA: PassportData = {
  surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA',
  passportNumber: 'L898902C3',
  nationality: 'SE',
  issuingCountry: 'SE',
  dateOfBirth: '1974-08-12',
  sex: 'FEMALE',
  expiry: '2031-04-15',
};

/** The text an OCR engine gives for a data page: printed lines above, the MRZ at the bottom, with stray spaces. */
const pageText = ([line1, line2]: [string, string]) =>
  `PASSPORT  PASS\nSurname ERIKSSON\nGiven names ANNA MARIA\n\n${line1.slice(0, 20)} ${line1.slice(20)}\n${line2}\n`;

describe('readPassportText', () => {
  it('reads every field of a generated TD3 page', () => {
    expect(readPassportText(pageText(composeTd3(ANNA)), TODAY)).toEqual({ ok: true, passport: ANNA });
  });

  it('reads the ICAO example (ICAO 9303 part 4, Utopia replaced by a real state)', () => {
    const read = readPassportText('P<NLDERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36NLD7408122F1204159ZE184226B<<<<<10', TODAY);
    expect(read).toMatchObject({ ok: true, passport: { passportNumber: 'L898902C3', nationality: 'NL', expiry: '2012-04-15' } });
  });

  it('reads hyphenated and several given names through their fillers, and a person with one name', () => {
    const hyphens = { ...ANNA, surname: 'SMITH JONES', givenNames: 'MARY ANNE LOUISE' };
    const [line1] = composeTd3(hyphens);
    expect(line1).toBe('P<SWESMITH<JONES<<MARY<ANNE<LOUISE<<<<<<<<<<');
    expect(readPassportText(composeTd3(hyphens).join('\n'), TODAY)).toEqual({ ok: true, passport: hyphens });
    const oneName = { ...ANNA, surname: 'SUKARNO', givenNames: '' };
    expect(readPassportText(composeTd3(oneName).join('\n'), TODAY)).toEqual({ ok: true, passport: oneName });
  });

  it("maps Germany's D<< and a birth year after this year's two digits to the last century", () => {
    const erika = { ...ANNA, nationality: 'DE', issuingCountry: 'DE', dateOfBirth: '1964-08-12' };
    const [line1, line2] = composeTd3(erika);
    expect(line1.slice(2, 5)).toBe('D<<');
    expect(readPassportText(`${line1}\n${line2}`, TODAY)).toEqual({ ok: true, passport: erika });
  });

  it('refuses a read whose check digit fails (one digit of the number misread)', () => {
    const [line1, line2] = composeTd3(ANNA);
    const misread = `L898902C8${line2.slice(9)}`;
    expect(readPassportText(`${line1}\n${misread}`, TODAY)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a misread filler among the names, which no check digit covers', () => {
    const [line1, line2] = composeTd3(ANNA);
    const misread = `${line1.slice(0, 30)}K${line1.slice(31)}`;
    expect(readPassportText(`${misread}\n${line2}`, TODAY)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a state code that is no country', () => {
    const [line1, line2] = composeTd3(ANNA);
    expect(readPassportText(`P<UTO${line1.slice(5)}\n${line2}`, TODAY)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says notFound when the text has no two 44-character lines', () => {
    const [line1, line2] = composeTd3(ANNA);
    expect(readPassportText('a blurred photo\nof something', TODAY)).toEqual({ ok: false, reason: 'notFound' });
    expect(readPassportText(`${line1}\n${line2.slice(0, 40)}`, TODAY)).toEqual({ ok: false, reason: 'notFound' });
  });

  it('computes ICAO check digits', () => {
    expect(checkDigit('L898902C3')).toBe('6');
    expect(checkDigit('740812')).toBe('2');
    expect(checkDigit('<<<<<<<<<<<<<<')).toBe('0');
  });
});
