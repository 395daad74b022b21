import { failureNotice, type ApiFailureResult } from '@evisa/api-client';

/**
 * The i18n key (with its namespace) of what to tell the applicant when a call failed for a reason other than
 * the answers: failureNotice's message, except that an upload that timed out or never reached the server says so
 * (a large file on a slow connection is the usual cause), and `otherwise` is the screen's own message for the
 * rest (spec 8: 'Something went wrong. Please try again.' on the photo and documents pages, 'Error submitting
 * application' on the questions page).
 */
export function failureMessageKey(failure: ApiFailureResult, otherwise = 'validation:somethingWentWrong'): string {
  if (failure.kind === 'timeout') return 'documents:failure.timeout';
  if (failure.kind === 'network') return 'documents:failure.network';
  const { key } = failureNotice(failure);
  return key === 'somethingWentWrong' ? otherwise : `validation:${key}`;
}

/** A failure that is about the answers: the server named the fields to fix. */
export function isFieldFailure(failure: ApiFailureResult): boolean {
  return failure.kind === 'http' && failure.status === 400 && Object.keys(failure.errorKeys).length > 0;
}
