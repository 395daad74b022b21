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
  /** When the promised processing time runs out (reviewDeadline). */
  deadline: string;
  overdue: boolean;
  /** The member of staff working on it, if anyone is. */
  claimedBy: { id: string; name: string } | null;
};

export const QUEUE_URGENCIES = ['urgent', 'normal'] as const;
export type QueueUrgency = (typeof QUEUE_URGENCIES)[number];

/** The queue's filters; `state` absent means every state the desk still has work in. */
export type QueueFilters = {
  state?: ReviewState;
  visaService?: string;
  urgency?: QueueUrgency;
  /** An application number, a surname or a passport number. */
  search?: string;
};

/** The longest search text the queue accepts. */
export const QUEUE_SEARCH_MAX_LENGTH = 60;
