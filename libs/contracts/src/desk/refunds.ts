import type { ReviewState } from './review-states';

/** The longest reason an admin may give for a refund (kept in the record and the audit trail). */
export const REFUND_REASON_MAX_LENGTH = 500;

/**
 * An admin's refund (POST /staff/applications/<number>/refunds). `amount` absent: everything still refundable.
 * `requestId` makes a repeated request (a double click, a retried call) the same refund: the desk makes one per
 * refund form it shows.
 */
export type RefundRequest = { amount?: string; reason: string; requestId: string };

/** A refund as recorded. Amounts are decimal strings with two places, in the capture's currency. */
export type RefundRecord = {
  id: string;
  applicationId: string;
  captureId: string;
  /** PayPal's refund id and status (COMPLETED, PENDING). */
  paypalRefundId: string;
  status: string;
  amount: string;
  currency: string;
  reason: string;
  full: boolean;
  at: string;
  by: { id: string; name: string };
};

/** What the desk shows of an application's money: what was captured, refunded and is left. */
export type RefundSummary = { captured: string; refunded: string; remaining: string; currency: string; refunds: RefundRecord[] };

/**
 * How much of an application's payment (its share of the capture) may be refunded in a state: `wholeFee`, everything
 * less refunds already made (nothing was sent to the government yet, so the agency may give it all back); `nothing`
 * once the application was submitted, refused, granted or refunded, as the refund policy the applicant agreed to
 * says. A refund that takes all that is left closes the case as refunded.
 */
export type RefundScope = 'wholeFee' | 'nothing';

/** The refund rules: the API refuses by them, the desk's refund form words and offers by them. */
export const REFUND_RULES: Readonly<Record<ReviewState, RefundScope>> = {
  received: 'wholeFee',
  in_review: 'wholeFee',
  changes_requested: 'wholeFee',
  submitted: 'nothing',
  refused: 'nothing',
  granted: 'nothing',
  refunded: 'nothing',
};

/** The most a state lets be refunded of an application's share in all (in cents), before refunds already made. */
export function refundLimitCents(state: ReviewState, shareCents: number): number {
  return REFUND_RULES[state] === 'wholeFee' ? shareCents : 0;
}
