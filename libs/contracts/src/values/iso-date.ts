import { addMonths } from 'date-fns/addMonths';
import { differenceInYears } from 'date-fns/differenceInYears';
import { subYears } from 'date-fns/subYears';

/** A calendar date as the API sends and stores it: yyyy-mm-dd. */
export type IsoDate = string;

/** The time zone whose calendar decides "today" on both the browser and the server: dates here are Indian dates. */
export const REFERENCE_TIME_ZONE = 'Asia/Kolkata';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function toDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  const isSameDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return isSameDay ? date : undefined;
}

function fromDate(date: Date): IsoDate {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** Local-midnight Date of a yyyy-mm-dd string, or undefined when it is not a real calendar date. */
export function parseIsoDate(value: unknown): Date | undefined {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  return match ? toDate(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return parseIsoDate(value) !== undefined;
}

/** Full years between a birth date and a day, as a person counts their age; undefined for an invalid date. */
export function exactAge(dateOfBirth: unknown, today: IsoDate): number | undefined {
  const birth = parseIsoDate(dateOfBirth);
  const now = parseIsoDate(today);
  return birth && now ? differenceInYears(now, birth) : undefined;
}

/** The same calendar day `years` earlier (29 February falls back to 28 February). */
export function isoYearsBefore(date: IsoDate, years: number): IsoDate {
  return fromDate(subYears(requireDate(date), years));
}

/** The same calendar day `months` later (clamped to the end of a shorter month). */
export function isoMonthsAfter(date: IsoDate, months: number): IsoDate {
  return fromDate(addMonths(requireDate(date), months));
}

function requireDate(date: IsoDate): Date {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new Error(`Expected a yyyy-mm-dd date, got "${date}"`);
  return parsed;
}

/** dd/mm/yyyy (as typed or displayed) to yyyy-mm-dd; undefined when it is not a real date. */
export function toIsoDate(display: unknown): IsoDate | undefined {
  const match = typeof display === 'string' ? DISPLAY_DATE.exec(display.trim()) : null;
  const date = match ? toDate(Number(match[3]), Number(match[2]), Number(match[1])) : undefined;
  return date ? fromDate(date) : undefined;
}

/** yyyy-mm-dd to dd/mm/yyyy for display (spec 9.1); undefined when it is not a real date. */
export function formatDisplayDate(iso: unknown): string | undefined {
  const date = parseIsoDate(iso);
  return date ? `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}` : undefined;
}

/**
 * Per time zone: its formatter (building an Intl.DateTimeFormat costs about a millisecond: ICU loads the zone and
 * the locale's patterns) and the last answer with the minute it was for. Every zone's offset is a whole number of
 * minutes, so the date cannot change within a minute: formatToParts (about 20 µs) then runs once a minute per zone,
 * not on every step save and lookup. An invalid zone throws as before, and is not kept.
 */
const days = new Map<string, { formatter: Intl.DateTimeFormat; minute: number; day: IsoDate }>();

/** Today's date in a time zone (India by default), for the rules' context on the browser and the server alike. */
export function todayIso(timeZone: string = REFERENCE_TIME_ZONE, now: Date = new Date()): IsoDate {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = days.get(timeZone);
  if (known?.minute === minute) return known.day;
  const formatter = known?.formatter ?? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  days.set(timeZone, { formatter, minute, day });
  return day;
}
