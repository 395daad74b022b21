/**
 * What happens to an application after it is paid (docs/architecture.md 10): one list, used by the API, the desk, the
 * applicant's status page and the e-mails. A paid application with no review record yet is `received`.
 */
export const REVIEW_STATES = ['received', 'in_review', 'changes_requested', 'submitted', 'granted', 'refused', 'refunded'] as const;

export type ReviewState = (typeof REVIEW_STATES)[number];

/** The state every paid application starts in. */
export const FIRST_REVIEW_STATE: ReviewState = 'received';

/**
 * The moves a state allows. `in_review -> received` is a reviewer letting go of an application; an applicant's
 * resubmitted corrections, or the reviewer taking the request back, return it to the reviewer who asked
 * (`changes_requested -> in_review`; a claim is only ever made from received). Granted, refused and refunded
 * are final; only what was not yet submitted can be refunded (REFUND_RULES).
 */
export const REVIEW_TRANSITIONS: Readonly<Record<ReviewState, readonly ReviewState[]>> = {
  received: ['in_review', 'refunded'],
  in_review: ['received', 'changes_requested', 'submitted', 'refunded'],
  changes_requested: ['in_review', 'refunded'],
  submitted: ['granted', 'refused'],
  granted: [],
  refused: [],
  refunded: [],
};

export function isReviewState(value: unknown): value is ReviewState {
  return typeof value === 'string' && (REVIEW_STATES as readonly string[]).includes(value);
}

export function canMoveReview(from: ReviewState, to: ReviewState): boolean {
  return REVIEW_TRANSITIONS[from].includes(to);
}

/** The states a move to `to` may start from (the filter of an atomic state change). */
export function reviewStatesBefore(to: ReviewState): ReviewState[] {
  return REVIEW_STATES.filter((from) => canMoveReview(from, to));
}

/** States in which the desk still has work to do: the queue shows these by default. */
export const OPEN_REVIEW_STATES: readonly ReviewState[] = ['received', 'in_review', 'changes_requested', 'submitted'];

/** Each state in plain English for the API's messages (the desk and the status page show the translated `staff`/`status` texts). */
export const REVIEW_STATE_LABELS: Readonly<Record<ReviewState, string>> = {
  received: 'received',
  in_review: 'in review',
  changes_requested: 'waiting for the applicant’s changes',
  submitted: 'submitted to the government',
  granted: 'granted',
  refused: 'refused',
  refunded: 'refunded',
};
