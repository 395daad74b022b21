import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { ARRIVAL_WINDOW, parseIsoDate } from '@evisa/contracts';

/** Spec 2.14 / 9.1: payment must be made at least 4 days before the journey date. */
export const MIN_DAYS_BEFORE_ARRIVAL = ARRIVAL_WINDOW.minDaysAhead;

/** True when the expected arrival (yyyy-mm-dd) is fewer than 4 days after today (or unknown or past). */
export function arrivalTooSoonForPayment(expectedArrival: unknown, today: string): boolean {
  const arrival = parseIsoDate(expectedArrival);
  const now = parseIsoDate(today);
  if (!arrival || !now) return true;
  return differenceInCalendarDays(arrival, now) < MIN_DAYS_BEFORE_ARRIVAL;
}
