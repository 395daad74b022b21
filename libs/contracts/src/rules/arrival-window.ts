import type { IsoDate } from '../values/iso-date';

/**
 * When the e-Visa scheme lets a traveller arrive, counted from the day they apply: the fee must be paid at least
 * 4 days before arrival (spec 2.14, 9.1), and the Government of India accepts applications at most 120 days
 * ahead of arrival. Step 1 checks both with their reasons and names the last day to pay; the payment checks the
 * 4 days again on its own day.
 */
export const ARRIVAL_WINDOW = { minDaysAhead: 4, maxDaysAhead: 120 } as const;

function daysAfter(day: IsoDate, days: number): IsoDate {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10) as IsoDate;
}

/** The last day the fee can be paid for an arrival on `arrival` (yyyy-mm-dd). */
export function lastDayToPay(arrival: IsoDate): IsoDate {
  return daysAfter(arrival, -ARRIVAL_WINDOW.minDaysAhead);
}

/** The earliest and latest arrival (yyyy-mm-dd) an application made on `today` can have. */
export function arrivalWindow(today: IsoDate): { earliest: IsoDate; latest: IsoDate } {
  return { earliest: daysAfter(today, ARRIVAL_WINDOW.minDaysAhead), latest: daysAfter(today, ARRIVAL_WINDOW.maxDaysAhead) };
}
