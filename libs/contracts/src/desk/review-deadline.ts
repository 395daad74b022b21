import { APPLICATION_TYPES, type ProcessingTime } from '@evisa/reference-data';

const HOUR = 3_600_000;

function isBusinessHour(time: number): boolean {
  const day = new Date(time).getUTCDay();
  return day !== 0 && day !== 6;
}

function businessHours(time: ProcessingTime): number {
  return time.unit === 'businessHours' ? time.max : time.max * 24;
}

/** A time the clock stood still: the desk waiting for the applicant's corrections. `to` null: it still does. */
export type DeadlinePause = { from: Date; to: Date | null };

function paused(time: number, pauses: readonly DeadlinePause[]): boolean {
  return pauses.some((pause) => time >= pause.from.getTime() && (pause.to === null || time < pause.to.getTime()));
}

/**
 * When a paid application is due (docs/product.md 9: urgent 48 to 72 business hours, normal 3 to 5 business days): the
 * longer figure, counted in hours of Monday to Friday (UTC) from payment, leaving out the hours the desk waited for
 * the applicant (`pauses`; an open pause counts until `now`). An unknown type counts as normal.
 */
export function reviewDeadline(paidAt: Date, applicationType: string | undefined, pauses: readonly DeadlinePause[] = [], now = new Date()): Date {
  const type = APPLICATION_TYPES.find((option) => option.value === applicationType) ?? APPLICATION_TYPES[0];
  const closed = pauses.map((pause) => ({ from: pause.from, to: pause.to ?? now }));
  let left = businessHours(type.processingTime);
  let time = paidAt.getTime();
  while (left > 0) {
    time += HOUR;
    if (isBusinessHour(time - 1) && !paused(time - 1, closed)) left -= 1;
  }
  return new Date(time);
}
