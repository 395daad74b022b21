import type { ApiResult } from '@evisa/api-client';

export type ApiFailureResult = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * The i18n key (with its namespace) of what to tell the applicant when a call failed for a reason other than
 * the answers. `otherwise` is the screen's own message for the rest (spec 8: 'Something went wrong. Please try
 * again.' on the photo and documents pages, 'Error submitting application' on the questions page).
 */
export function failureMessageKey(failure: ApiFailureResult, otherwise = 'validation:somethingWentWrong'): string {
  if (failure.kind === 'timeout') return 'documents:failure.timeout';
  if (failure.kind === 'network') return 'documents:failure.network';
  switch (failure.status) {
    case 403:
      return 'validation:accessDenied';
    case 404:
      return 'validation:applicationNotFound';
    case 409:
      return 'validation:applicationLocked';
    case 429:
      return 'validation:tooManyAttempts';
    case 503:
      return 'validation:serviceUnavailable';
    default:
      return otherwise;
  }
}

/** A failure that is about the answers: the server named the fields to fix. */
export function isFieldFailure(failure: ApiFailureResult): boolean {
  return failure.kind === 'http' && failure.status === 400 && Object.keys(failure.errorKeys).length > 0;
}
