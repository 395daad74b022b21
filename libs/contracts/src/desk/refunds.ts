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
