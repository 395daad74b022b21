import { failureNotice, type ApiResult } from '@evisa/api-client';
import type { TFunction } from '@evisa/i18n';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * What to tell the applicant about a failed call, in their language: our own text for no answer, else the message
 * its status stands for (failureNotice, the same for every remote; the server's `err` is that message in English).
 * `t` must have the `validation` namespace loaded (FORM_NAMESPACES).
 */
export function failureText(failure: Failure, t: TFunction): string {
  if (failure.kind === 'timeout') return t('common.timeout');
  if (failure.kind === 'network') return t('common.network');
  return t(failureNotice(failure).key, { ns: 'validation' });
}
