import { api, type ApiFailureResult } from '@evisa/api-client';
import { MESSAGES, type ApplicantCorrection, type ApplicationIdResult, type MessageKey } from '@evisa/contracts';

/** The calls of the correction screen: open the e-mail's link, read, save the opened answers, send back. */
export const correctionApi = {
  open: (applicationId: string, token: string) => api.post<ApplicantCorrection>('/visaapplication/corrections/open', { applicationId, token }),
  load: (applicationId: string) => api.get<ApplicantCorrection>('/visaapplication/corrections', { applicationId }),
  save: (applicationId: string, answers: Record<string, unknown>) => api.patch<ApplicationIdResult>('/visaapplication/corrections', { answers }, { applicationId }),
  resubmit: (applicationId: string) => api.post<ApplicantCorrection>('/visaapplication/corrections/resubmit', {}, { applicationId }),
};

const CORRECTION_KEYS: readonly MessageKey[] = ['correctionLinkInvalid', 'correctionLinkExpired', 'nothingToCorrect', 'notOpenForCorrection', 'correctionUnchanged'];

/** The API's corrections refusal as its message key (the same text as MESSAGES), so it shows in the applicant's language. */
export function correctionRefusal(failure: ApiFailureResult): MessageKey | undefined {
  return CORRECTION_KEYS.find((key) => MESSAGES[key] === failure.message);
}
