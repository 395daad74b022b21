import type { MessageKey } from '@evisa/contracts';
import { failureNotice, type ApiFailureResult } from '../failure-notice';

/**
 * What to tell the applicant when a save failed for a reason other than the answers: failureNotice's message,
 * except that a failure it has no particular words for gets the screen's own message of spec 8 (`otherwise`:
 * 'Something went wrong. Please try again.', or the questions page's 'Error submitting application').
 */
export function saveFailureKey(failure: ApiFailureResult, otherwise: MessageKey = 'somethingWentWrong'): MessageKey {
  const { key } = failureNotice(failure);
  return key === 'somethingWentWrong' ? otherwise : key;
}

/** A failure that is about the answers: the server named the fields to fix (shown at the fields, not as a failure). */
export function isFieldFailure(failure: ApiFailureResult): boolean {
  return failure.kind === 'http' && failure.status === 400 && Object.keys(failure.errorKeys).length > 0;
}
