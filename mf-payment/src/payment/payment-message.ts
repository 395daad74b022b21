import { failureNotice, type ApiResult } from '@evisa/api-client';
import type { MessageKey } from '@evisa/contracts';

/** What the payment page tells the applicant after an attempt; texts are looked up when shown. */
export type PaymentMessage =
  | { tone: 'error' | 'info'; key: 'declined' | 'notVerified' | 'providerTimeout' | 'providerError' | 'notApproved' | 'cancelled' | 'noFee' }
  | { tone: 'error'; notice: MessageKey };

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/** Reads a failed create or capture call by its HTTP status (the API's contract, payments.controller.ts). */
export function paymentMessageOf(failure: Failure): PaymentMessage | 'reload' {
  if (failure.kind === 'timeout') return { tone: 'error', key: 'providerTimeout' };
  switch (failure.status) {
    case 402:
      return { tone: 'error', key: /verified/i.test(failure.err) ? 'notVerified' : 'declined' };
    case 504:
      return { tone: 'error', key: 'providerTimeout' };
    case 502:
      return { tone: 'error', key: 'providerError' };
    case 409:
    case 422:
    case 423:
      // Paid, blocked, incomplete or arrival too soon: the page shows that state once reloaded.
      return 'reload';
    default:
      // The server's `err` is English: say what its status means in the applicant's language instead.
      return { tone: 'error', notice: failureNotice(failure).key };
  }
}
