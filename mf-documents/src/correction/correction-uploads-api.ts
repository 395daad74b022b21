import { api, request } from '@evisa/api-client';
import { MESSAGES, type ApplicantCorrection, type ApplicationIdResult, type MessageKey } from '@evisa/contracts';

/**
 * The re-upload screen's calls: the open correction, the photo through the corrections' own route (the
 * step-5 route also saves step 5's answers, which are not open), documents through the documents step's route, which
 * the API opens for the requested documents only.
 */
export const correctionUploadsApi = {
  load: (id: string) => api.get<ApplicantCorrection>('/visaapplication/corrections', { applicationId: id }),
  savePhoto: (id: string, photo: File) => {
    const body = new FormData();
    body.append('mainImg', photo, photo.name);
    return request<ApplicationIdResult>('/visaapplication/corrections/photo', { method: 'PATCH', body, query: { applicationId: id } });
  },
  saveDocuments: (id: string, files: Record<string, File>) => {
    const body = new FormData();
    for (const [field, file] of Object.entries(files)) body.append(field, file, file.name);
    return request<ApplicationIdResult>('/visaapplication/applicationSubmitStep6', { method: 'PATCH', body, query: { applicationId: id } });
  },
};

const CORRECTION_KEYS: readonly MessageKey[] = ['nothingToCorrect', 'notOpenForCorrection'];

/** The API's corrections refusal as its message key, so it shows in the applicant's language. */
export function correctionRefusal(message: string): MessageKey | undefined {
  return CORRECTION_KEYS.find((key) => MESSAGES[key] === message);
}
