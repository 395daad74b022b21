import { api } from '@evisa/api-client';
import type { ApplicationIdResult, FindApplicationResult } from '@evisa/contracts';

/** `data` of a step save; a draft (save and exit) also names the answers it could not keep yet. */
export type SavedStep = ApplicationIdResult & { skippedFields?: string[] };

export type StepNumber = 1 | 2 | 3 | 4 | 5;

/** The calls of spec 7 this remote makes, in one place. */
export const applicationApi = {
  create: (values: object, language: string) => api.post<ApplicationIdResult>('/visaapplication/newApplication', { ...values, language }),
  saveStep: (step: StepNumber, id: string, values: object, { draft = false }: { draft?: boolean } = {}) =>
    api.patch<SavedStep>(`/visaapplication/applicationSubmitStep${step}`, values, { applicationId: id, draft: draft ? 'true' : undefined }),
  find: (applicationId: string, dateOfBirth: string) =>
    api.post<FindApplicationResult>('/visaapplication/findApplication', { applicationId, dateOfBirth }),
  /** The e-mailed resume link's number and signed token. */
  openLink: (applicationId: string, token: string) => api.post<FindApplicationResult>('/visaapplication/openResumeLink', { applicationId, token }),
  /** "E-mail me a link to my application": answered the same for any number. */
  emailLink: (applicationId: string) => api.post<null>('/visaapplication/emailResumeLink', { applicationId }),
};
