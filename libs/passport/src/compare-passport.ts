import type { PassportDifference } from '@evisa/contracts';
import { PASSPORT_FORM_FIELDS, passportValuesOf } from './form-fields';
import type { PassportData } from './passport-data';

export type { PassportDifference };

/**
 * A name as the MRZ writes it (ICAO 9303 part 3): Latin capitals without accents, apostrophes left out, every other
 * mark a space, single spaces.
 */
export function mrzFormOfName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim();
}

/** Where the MRZ's 39 name characters ran out, the read name is a prefix of the whole one. */
const NAMES_WIDTH = 39;

function sameValue(key: keyof typeof PASSPORT_FORM_FIELDS, answered: string, read: string, namesFull: boolean): boolean {
  if (key === 'surname' || key === 'givenNames') {
    const [a, r] = [mrzFormOfName(answered), mrzFormOfName(read)];
    return a === r || (namesFull && r.length > 0 && a.startsWith(r));
  }
  if (key === 'passportNumber') return answered.replace(/[\s-]/g, '').toUpperCase() === read;
  return answered === read;
}

/** Every answer that differs from the passport's MRZ, with both values (spec: checked before payment). */
export function comparePassport(answers: object, passport: PassportData): PassportDifference[] {
  const answered = passportValuesOf(answers);
  const namesFull = `${passport.surname}  ${passport.givenNames}`.length >= NAMES_WIDTH;
  return (Object.keys(PASSPORT_FORM_FIELDS) as (keyof typeof PASSPORT_FORM_FIELDS)[])
    .filter((key) => !sameValue(key, answered[key] ?? '', passport[key], namesFull))
    .map((key) => ({ field: PASSPORT_FORM_FIELDS[key].field, answered: answered[key] ?? '', read: passport[key] }));
}
