import type { ApiResult } from '@evisa/api-client';
import type { TFunction } from '@evisa/i18n';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/** What to tell the applicant about a failed call: our own text for no answer, else the server's `err` (spec 8). */
export function failureText(failure: Failure, t: TFunction): string {
  if (failure.kind === 'timeout') return t('common.timeout');
  if (failure.kind === 'network') return t('common.network');
  return failure.err || failure.message || t('payment.genericError');
}
