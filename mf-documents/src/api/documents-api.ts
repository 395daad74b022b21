import { api, apiUrl, request } from '@evisa/api-client';
import type { ApplicationIdResult, DocumentField, QuestionsPayload } from '@evisa/contracts';

/** The calls of spec 7 this remote makes, in one place. */
export const documentsApi = {
  /** Spec 7: the photo goes to the step-5 path as a multipart form with the field mainImg. */
  savePhoto: (id: string, photo: File) => {
    const body = new FormData();
    body.append('mainImg', photo, photo.name);
    return request<ApplicationIdResult>('/visaapplication/applicationSubmitStep5', { method: 'PATCH', body, query: { applicationId: id } });
  },
  saveDocuments: (id: string, files: Partial<Record<DocumentField, File>>) => {
    const body = new FormData();
    for (const [field, file] of Object.entries(files)) if (file) body.append(field, file, file.name);
    return request<ApplicationIdResult>('/visaapplication/applicationSubmitStep6', { method: 'PATCH', body, query: { applicationId: id } });
  },
  saveQuestions: (id: string, answers: QuestionsPayload) => api.patch<ApplicationIdResult>('/visaapplication/applicationSubmitStep7', answers, { applicationId: id }),
};

/** Where the API serves a stored file: the photo at the images path (spec 2.13), documents at /files. */
export function storedFileUrl(kind: 'photo' | 'document', name: string): string {
  return apiUrl(`/visaapplication/${kind === 'photo' ? 'images' : 'files'}/${encodeURIComponent(name)}`);
}
