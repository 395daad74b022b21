import { parse } from 'mrz';
import type { IsoDate } from '@evisa/contracts';
import { countryOfMrzCode } from './country-codes';
import type { PassportData } from './passport-data';

/** Why a text gave no passport: no two MRZ lines in it, or lines whose check digits or layout do not hold. */
export type MrzFailure = 'notFound' | 'invalid';
export type MrzRead = { ok: true; passport: PassportData } | { ok: false; reason: MrzFailure };

const SEX = { male: 'MALE', female: 'FEMALE', nonspecified: 'OTHER' } as const;

/**
 * The names field (line 1, from position 6): SURNAME<<GIVEN<NAMES<<<... Once the fillers start they run to the end:
 * a letter among them is a misread filler ('<' read as 'K' or 'L'), which no check digit covers, so it is refused.
 */
function namesOf(field: string): { surname: string; givenNames: string } | undefined {
  const used = field.replace(/<+$/, '');
  if (used.includes('<<<') || !/^[A-Z]/.test(used)) return undefined;
  const [surname, given = '', ...rest] = used.split('<<');
  if (rest.length > 0) return undefined;
  return { surname: surname.replace(/</g, ' '), givenNames: given.replace(/</g, ' ') };
}

/** YYMMDD to yyyy-mm-dd: a birth year after this year's two digits is last century; expiries are this century. */
function isoDate(yymmdd: string, kind: 'birth' | 'expiry', today: IsoDate): IsoDate {
  const yy = Number(yymmdd.slice(0, 2));
  const century = kind === 'birth' && yy > Number(today.slice(2, 4)) ? 1900 : 2000;
  return `${century + yy}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

/**
 * Reads two TD3 lines. Accepted only when every check digit holds (number, birth, expiry, composite), both state
 * codes are countries and the names field is well formed; anything else is 'invalid', never a guess.
 */
export function readTd3(lines: [string, string], today: IsoDate): MrzRead {
  let result: ReturnType<typeof parse>;
  try {
    result = parse(lines);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const fields = result.fields;
  const names = namesOf(lines[0].slice(5));
  const nationality = countryOfMrzCode(lines[1].slice(10, 13));
  const issuingCountry = countryOfMrzCode(lines[0].slice(2, 5));
  if (!result.valid || result.format !== 'TD3' || !names || !nationality || !issuingCountry) return { ok: false, reason: 'invalid' };
  const sex = SEX[fields.sex as keyof typeof SEX];
  if (!sex || !fields.documentNumber || !fields.birthDate || !fields.expirationDate) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    passport: {
      ...names,
      passportNumber: fields.documentNumber,
      nationality,
      issuingCountry,
      dateOfBirth: isoDate(fields.birthDate, 'birth', today),
      sex,
      expiry: isoDate(fields.expirationDate, 'expiry', today),
    },
  };
}
