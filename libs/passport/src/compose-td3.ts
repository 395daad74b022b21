import { mrzFormOfName } from './compare-passport';
import { mrzCodeOfCountry } from './country-codes';
import type { PassportData } from './passport-data';
import { TD3_LINE_LENGTH } from './mrz-lines';

const WEIGHTS = [7, 3, 1];

function charValue(char: string): number {
  if (char === '<') return 0;
  if (/[0-9]/.test(char)) return Number(char);
  return char.charCodeAt(0) - 55;
}

/** ICAO 9303 check digit: weights 7, 3, 1 over the characters' values, modulo 10. */
export function checkDigit(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i += 1) sum += charValue(text[i]) * WEIGHTS[i % 3];
  return String(sum % 10);
}

const mrzName = (name: string) => mrzFormOfName(name).replace(/ /g, '<');
const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
const fill = (text: string, length: number) => text.slice(0, length).padEnd(length, '<');

/** The two TD3 lines of a passport (test pages and the benchmark's generated passports). */
export function composeTd3(passport: PassportData, personalNumber = ''): [string, string] {
  const names = passport.givenNames ? `${mrzName(passport.surname)}<<${mrzName(passport.givenNames)}` : mrzName(passport.surname);
  const line1 = fill(`P<${mrzCodeOfCountry(passport.issuingCountry)}${names}`, TD3_LINE_LENGTH);
  const number = fill(passport.passportNumber, 9);
  const personal = fill(personalNumber, 14);
  const sex = { MALE: 'M', FEMALE: 'F', OTHER: '<' }[passport.sex];
  const numberPart = number + checkDigit(number);
  const birth = yymmdd(passport.dateOfBirth);
  const expiry = yymmdd(passport.expiry);
  const personalPart = personal + checkDigit(personal);
  const composite = checkDigit(numberPart + birth + checkDigit(birth) + expiry + checkDigit(expiry) + personalPart);
  const line2 = `${numberPart}${mrzCodeOfCountry(passport.nationality)}${birth}${checkDigit(birth)}${sex}${expiry}${checkDigit(expiry)}${personalPart}${composite}`;
  return [line1, line2];
}
