import { AUDIT_ACTIONS } from './audit';
import type { StaffRole } from './staff';

/**
 * What a case's history and the account trail show (docs/desk.md, "History"): every audited action, and beside a
 * case's the payments and the e-mails sent to the applicant. The desk words each one from its kind and facts.
 */
export const HISTORY_EVENTS = [...AUDIT_ACTIONS, 'payment.captured', 'payment.refundedAutomatically', 'email.delivered', 'email.failed', 'email.queued'] as const;
export type HistoryEventKind = (typeof HISTORY_EVENTS)[number];

/**
 * Who did it: a member of staff by name, the applicant (their own actions), the site itself (mails, payments), the
 * command line, or someone not signed in (a refused sign-in).
 */
export type HistoryActor = { kind: 'staff'; name: string } | { kind: 'applicant' } | { kind: 'site' } | { kind: 'commandLine' } | { kind: 'signedOut' };

/** The facts an event is worded with; each kind uses the ones it needs. */
export type HistoryFacts = {
  /** A move's states: a review's (REVIEW_STATES) or a staff account's. */
  from?: string;
  to?: string;
  /** A member of staff the action concerned (assigned to, released from, the account added or disabled). */
  person?: string;
  role?: StaffRole;
  email?: string;
  item?: string;
  done?: boolean;
  text?: string;
  round?: number;
  /** Answers (record fields) and documents asked for or changed. */
  fields?: string[];
  documents?: string[];
  reference?: string;
  file?: string;
  amount?: string;
  currency?: string;
  full?: boolean;
  until?: string;
  subject?: string;
  error?: string;
  method?: string;
  failures?: number;
  seconds?: number;
  scope?: string;
  knownDevice?: boolean;
};

export type HistoryEvent = {
  at: string;
  kind: HistoryEventKind;
  actor: HistoryActor;
  facts: HistoryFacts;
  /** The client address of an audited action (admins only). */
  address?: string;
};

export const HISTORY_API = {
  application: (id: string) => `/staff/applications/${encodeURIComponent(id)}/history`,
  accounts: '/staff/account-history',
} as const;
