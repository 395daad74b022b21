import { failureNotice, type ApiResult } from '@evisa/api-client';
import { PAYMENT_MESSAGES, type MessageKey } from '@evisa/contracts';

/** What the payment page tells the applicant after an attempt; texts are looked up when shown. */
export type PaymentMessage =
  | {
      tone: 'error' | 'info';
      key: 'declined' | 'notVerified' | 'orderChanged' | 'refunding' | 'providerTimeout' | 'providerError' | 'notApproved' | 'cancelled' | 'noFee';
    }
  | { tone: 'error'; notice: MessageKey };

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * The page's words for the server's message of a refused call whose state the page shows once reloaded (paid,
 * blocked, incomplete, too soon): the heading of that state, a key of `payment.*`. Undefined for other messages.
 */
export function stateTitleOf(failure: Failure): string | undefined {
  if (failure.kind !== 'http') return undefined;
  const titles: Partial<Record<string, string>> = {
    [PAYMENT_MESSAGES.alreadyPaid]: 'paidTitle',
    [PAYMENT_MESSAGES.blocked]: 'blockedTitle',
    [PAYMENT_MESSAGES.incomplete]: 'incompleteTitle',
    [PAYMENT_MESSAGES.arrivalTooSoon]: 'tooSoonTitle',
  };
  return titles[failure.err];
}

/**
 * Reads a failed create or capture call by its HTTP status (the API's contract, payments.controller.ts) and,
 * where one status has several meanings, by the server's exact message (PAYMENT_MESSAGES, shared).
 */
export function paymentMessageOf(failure: Failure): PaymentMessage | 'reload' {
  if (failure.kind === 'timeout') return { tone: 'error', key: 'providerTimeout' };
  switch (failure.status) {
    case 402:
      return { tone: 'error', key: failure.err === PAYMENT_MESSAGES.notVerified ? 'notVerified' : 'declined' };
    case 504:
      return { tone: 'error', key: 'providerTimeout' };
    case 502:
      return { tone: 'error', key: 'providerError' };
    case 409:
      // The application changed after the order was made: the order is void, or its money is being refunded.
      if (failure.err === PAYMENT_MESSAGES.orderChanged) return { tone: 'error', key: 'orderChanged' };
      if (failure.err === PAYMENT_MESSAGES.refunding) return { tone: 'error', key: 'refunding' };
      return 'reload';
    case 422:
    case 423:
      // Paid, blocked, incomplete or arrival too soon: the page shows that state once reloaded.
      return 'reload';
    default:
      // The server's `err` is English: say what its status means in the applicant's language instead.
      return { tone: 'error', notice: failureNotice(failure).key };
  }
}
