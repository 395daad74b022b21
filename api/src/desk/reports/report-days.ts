import { REPORT_MAX_DAYS } from '@evisa/contracts';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A report's period: its days in the agency's zone, and a window of instants wide enough to hold them all. */
export type ReportPeriod = { from: string; to: string; days: string[]; start: Date; end: Date; timeZone: string };

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The agency's calendar day (YYYY-MM-DD) of a moment. */
export function agencyDay(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The period from `from` to `to` (both included), or null when either is not a real date, the first is after the
 * last or it is longer than REPORT_MAX_DAYS. The window reaches a day beyond each end (no zone is a day off UTC);
 * records in it are then kept or left by their agency day.
 */
export function reportPeriod(from: unknown, to: unknown, timeZone: string): ReportPeriod | null {
  if (typeof from !== 'string' || typeof to !== 'string' || !ISO_DAY.test(from) || !ISO_DAY.test(to)) return null;
  const first = utcDay(from);
  const last = utcDay(to);
  if (Number.isNaN(first) || Number.isNaN(last) || new Date(first).toISOString().slice(0, 10) !== from || new Date(last).toISOString().slice(0, 10) !== to) return null;
  const count = (last - first) / DAY_MS + 1;
  if (count < 1 || count > REPORT_MAX_DAYS) return null;
  const days = Array.from({ length: count }, (_, index) => new Date(first + index * DAY_MS).toISOString().slice(0, 10));
  return { from, to, days, start: new Date(first - DAY_MS), end: new Date(last + 2 * DAY_MS), timeZone };
}

/** Whether a moment falls on one of the period's days, in the agency's zone. */
export function inPeriod(at: Date, period: ReportPeriod): boolean {
  const day = agencyDay(at, period.timeZone);
  return day >= period.from && day <= period.to;
}
