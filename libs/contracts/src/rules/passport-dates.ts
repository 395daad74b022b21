import { isIsoDate, isoMonthsAfter, isoYearsBefore } from '../values/iso-date';
import type { ValuesReader } from '../values/untrusted';
import { checkDateIfGiven } from './checks';
import type { ErrorCollector } from './field-errors';

export const PASSPORT_ISSUE_WINDOW_YEARS = 10;
/** Policy (spec 5.8): the passport must be valid at least six months from arrival in India. */
export const PASSPORT_VALIDITY_MONTHS_AFTER_ARRIVAL = 6;

/** An issue date not after today, and within the last 10 years (exactly 10 years ago passes). Returns it when valid. */
export function checkIssueDate(values: ValuesReader, errors: ErrorCollector, field: string, today: string): string | undefined {
  const issued = checkDateIfGiven(values, errors, field);
  if (issued === undefined) return undefined;
  // A future date is a typing slip (the year), not an old passport: say what is wrong with it.
  if (issued > today) {
    errors.add(field, 'issueDateInFuture');
    return undefined;
  }
  if (issued < isoYearsBefore(today, PASSPORT_ISSUE_WINDOW_YEARS)) {
    errors.add(field, 'issueDateOutOfRange');
    return undefined;
  }
  return issued;
}

/**
 * The main passport's expiry: after its issue date, and at least six months after the expected arrival
 * (or after today while the arrival date is unknown).
 */
export function checkPassportExpiry(values: ValuesReader, errors: ErrorCollector, issued: string | undefined, today: string): void {
  const field = 'passportDateOfExpiry';
  const expiry = checkDateIfGiven(values, errors, field);
  if (expiry === undefined) return;
  if (issued !== undefined && expiry <= issued) return errors.add(field, 'expiryNotAfterIssue');
  const arrival = values.text('expectedArrival');
  const from = isIsoDate(arrival) && arrival > today ? arrival : today;
  if (expiry < isoMonthsAfter(from, PASSPORT_VALIDITY_MONTHS_AFTER_ARRIVAL)) errors.add(field, 'passportValidityTooShort');
}
