import { REVIEW_STATES } from './review-states';

/**
 * The admins' reports (docs/desk.md, "Reports"): each a table the desk shows and downloads as CSV. Days are the
 * agency's calendar days (`timeZone`), and money comes from the payment and refund records as they stand.
 */
export const REPORT_KINDS = ['states', 'throughput', 'missedDeadlines', 'money'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The most days one report covers. */
export const REPORT_MAX_DAYS = 366;

/** Each report's columns, in order; the desk words them (`columns.<key>`) and the CSV keeps this order. */
export const REPORT_COLUMNS = {
  /** Per day: paid applications received, and the cases that moved into each later state that day. */
  states: ['day', ...REVIEW_STATES],
  /** Per member of staff, over the period: what they did. */
  throughput: ['person', 'claimed', 'changesRequested', 'submitted', 'granted', 'refused', 'refunded'],
  /** Every case whose review deadline fell in the period and passed before the desk had finished with it. */
  missedDeadlines: ['applicationId', 'urgent', 'deadline', 'finishedAt', 'state', 'person'],
  /** Per day: payments captured, refunds made, and what is left, in the payments' currency. */
  money: ['day', 'payments', 'captured', 'refunds', 'refunded', 'net'],
} as const satisfies Record<ReportKind, readonly string[]>;

export type ReportColumn<K extends ReportKind = ReportKind> = (typeof REPORT_COLUMNS)[K][number];
export type ReportCell = string | number | boolean | null;
export type ReportRow = Record<string, ReportCell>;

export type Report = {
  kind: ReportKind;
  /** The IANA time zone the days are counted in (the agency's). */
  timeZone: string;
  /** The first and last day, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  /** The money columns' currency (money only). */
  currency?: string;
  rows: ReportRow[];
  /** The sums of the countable columns (the rows added up): every report but missed deadlines has them. */
  totals: ReportRow | null;
};

export const REPORTS_API = {
  report: (kind: ReportKind, from: string, to: string) => `/staff/reports/${kind}?from=${from}&to=${to}`,
} as const;

export const REPORT_STAFF_MESSAGES = {
  reportUnknown: 'There is no such report.',
  reportPeriodInvalid: 'Choose a period by its first and last day (YYYY-MM-DD), the first not after the last, of at most 366 days.',
} as const;
