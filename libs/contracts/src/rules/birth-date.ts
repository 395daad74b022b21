import { exactAge } from '../values/iso-date';
import type { ValuesReader } from '../values/untrusted';
import { checkDateIfGiven } from './checks';
import type { ErrorCollector } from './field-errors';

export const MINIMUM_AGE = 18;

/** The applicant's birth date: a real date, and at least 18 full years before today (exact age, not year difference). */
export function checkApplicantBirthDate(values: ValuesReader, errors: ErrorCollector, today: string): void {
  const dateOfBirth = checkDateIfGiven(values, errors, 'dateOfBirth');
  if (dateOfBirth === undefined) return;
  const age = exactAge(dateOfBirth, today);
  if (age === undefined || age < MINIMUM_AGE) errors.add('dateOfBirth', 'underage');
}
