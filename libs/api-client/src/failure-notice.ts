import type { MessageKey } from '@evisa/contracts';
import type { TFunction } from '@evisa/i18n';
import type { ApiResult } from './api-client';

export type ApiFailureResult = Extract<ApiResult<unknown>, { ok: false }>;

export type FailureNotice = {
  /** A key of MESSAGES, hence of the `validation` namespace in every language: `t(notice.key, { ns: 'validation' })`. */
  key: MessageKey;
  /**
   * True when nothing is wrong with the answers or the application: saving is impossible for now (database or
   * API down, no connection, no answer in time, too many attempts). Keep everything the applicant typed, say so,
   * and let them press the button again; never clear the form or leave the page.
   */
  temporary: boolean;
};

const notice = (key: MessageKey, temporary = false): FailureNotice => ({ key, temporary });

/**
 * What to tell the applicant about a failed call that is not about particular fields (a 400 with `errorKeys` is:
 * show those next to the fields). One mapping for every screen of every remote.
 */
export function failureNotice(failure: ApiFailureResult): FailureNotice {
  // No connection and no answer in time are not the service's fault: say what happened.
  if (failure.kind === 'network') return notice('connectionLost', true);
  if (failure.kind === 'timeout') return notice('noAnswerInTime', true);
  if (failure.kind === 'unavailable') return notice('serviceUnavailable', true);
  switch (failure.status) {
    case 429:
      return notice('tooManyAttempts', true);
    case 403:
      return notice('accessDenied');
    case 404:
      return notice('applicationNotFound');
    case 409:
      return notice('applicationLocked');
    default:
      return notice('somethingWentWrong');
  }
}

/** Shorthand for the common check "keep the form and offer to try again". */
export function isTemporaryFailure(result: ApiResult<unknown>): boolean {
  return !result.ok && failureNotice(result).temporary;
}

/** The applicant's words for a failed call (failureNotice's message) in their language. */
export function failureText(t: TFunction, failure: ApiFailureResult): string {
  return t(failureNotice(failure).key, { ns: 'validation' });
}
