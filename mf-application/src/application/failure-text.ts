import { failureNotice, type ApiFailureResult } from '@evisa/api-client';
import type { TFunction } from '@evisa/i18n';

/** What to tell the applicant about a failed call (the team's one mapping, failureNotice), in their language. */
export function failureText(t: TFunction, failure: ApiFailureResult): string {
  const notice = failureNotice(failure);
  return t(notice.key, { ns: 'validation' });
}
