import { exactAge } from '../values/iso-date';
import type { ValuesReader } from '../values/untrusted';
import { checkDateIfGiven } from './checks';
import type { ErrorCollector, RuleContext } from './field-errors';

export const MINIMUM_AGE = 18;

/**
 * The applicant's birth date: a real date, not in the future, and at least 18 full years before today (exact age,
 * not year difference). A traveller their order's lead applies for may be younger: a family's children.
 */
export function checkApplicantBirthDate(values: ValuesReader, errors: ErrorCollector, { today, travellingWithLead }: RuleContext): void {
  const dateOfBirth = checkDateIfGiven(values, errors, 'dateOfBirth');
  if (dateOfBirth === undefined) return;
  // A future date is a typing slip (the year), not a minor: say what is wrong with it.
  if (dateOfBirth > today) {
    errors.add('dateOfBirth', 'birthDateInFuture');
    return;
  }
  const age = exactAge(dateOfBirth, today);
  if (age === undefined || (age < MINIMUM_AGE && !travellingWithLead)) errors.add('dateOfBirth', 'underage');
}
