import type { ReviewState } from './review-states';

/** One line of the desk's queue. Dates are ISO 8601. */
export type QueueItem = {
  applicationId: string;
  surname: string;
  givenName: string;
  passportNumber: string;
  visaService: string;
  serviceSubCategory: string;
  applicationType: string;
  urgent: boolean;
  state: ReviewState;
  paidAt: string;
  /** The planned arrival in India (the applicant's answer, YYYY-MM-DD), '' if none. */
  travelDate: string;
  /** When the promised processing time runs out (reviewDeadline, leaving out the time the desk waited for the applicant). */
  deadline: string;
  /** The clock stands still: the desk waits for the applicant's corrections. */
  deadlinePaused: boolean;
  overdue: boolean;
  /** The member of staff working on it, if anyone is. */
  claimedBy: { id: string; name: string } | null;
  /** Flag: the applicant sent corrections back (that round) and the reviewer has not acted on it since. */
  returned: { round: number; at: string } | null;
};

export const QUEUE_URGENCIES = ['urgent', 'normal'] as const;
export type QueueUrgency = (typeof QUEUE_URGENCIES)[number];

/** The queue's orders: the deadline first (the default), the planned arrival first, or the oldest payment first. */
export const QUEUE_SORTS = ['deadline', 'travelDate', 'paidAt'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

/** "mine": held by the one asking; "unassigned": held by nobody. */
export const QUEUE_ASSIGNMENTS = ['mine', 'unassigned'] as const;
export type QueueAssignment = (typeof QUEUE_ASSIGNMENTS)[number];

export const QUEUE_PAGE_SIZE = 50;
export const QUEUE_MAX_PAGE_SIZE = 100;

/** The queue's filters; `state` absent means every state the desk still has work in. Numbers arrive as query text. */
export type QueueFilters = {
  state?: ReviewState;
  visaService?: string;
  urgency?: QueueUrgency;
  /**
   * Any part of an application number (6 characters or more), a passport number, the start of a surname or given
   * name, an e-mail address, a phone number, or a government reference.
   */
  search?: string;
  sort?: QueueSort;
  assigned?: QueueAssignment;
  /** From 1. */
  page?: number | string;
  pageSize?: number | string;
};

/** `data` of GET /staff/queue: one page of the matching applications, and how many match in all. */
export type QueuePage = { items: QueueItem[]; total: number; page: number; pageSize: number };

/** Body of POST /staff/queue/<number>/assign (admins): the member of staff to take it over. */
export type QueueAssignRequest = { staffId: string };

/** The longest search text the queue accepts. */
export const QUEUE_SEARCH_MAX_LENGTH = 60;
