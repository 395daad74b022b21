import { isIsoDate, isoMonthsAfter, PASSPORT_VALIDITY_MONTHS_AFTER_ARRIVAL, type IsoDate } from '@evisa/contracts';

/**
 * A passport's expiry against the arrival date (spec 5.8): 'expiresBeforeArrival' refuses it, 'validityTooShort'
 * (less than six months after arrival) warns; 'ok' also when either date is not known yet.
 */
export type ExpiryCheck = 'ok' | 'validityTooShort' | 'expiresBeforeArrival';

export function checkExpiryAgainstArrival(expiry: unknown, arrival: unknown): ExpiryCheck {
  if (!isIsoDate(expiry) || !isIsoDate(arrival)) return 'ok';
  if (expiry < arrival) return 'expiresBeforeArrival';
  return expiry < isoMonthsAfter(arrival as IsoDate, PASSPORT_VALIDITY_MONTHS_AFTER_ARRIVAL) ? 'validityTooShort' : 'ok';
}
