import type { DocumentField } from '@evisa/reference-data';

// The document fields are declared once, with their labels, in reference-data.
export { DOCUMENT_FIELDS, type DocumentField } from '@evisa/reference-data';

/** What the rules need to know about a chosen file. A browser File satisfies it; on the server pass { size, type: mimetype }. */
export type UploadedFileInfo = { readonly size: number; readonly type: string };

/** Photograph page: the stored file name of the applicant photo. */
export type PhotoRecord = { mainImg: string };

export const PHOTO_FIELDS = ['mainImg'] as const satisfies readonly (keyof PhotoRecord)[];

/** Documents page: the stored file name of each uploaded document. */
export type DocumentsRecord = { [F in DocumentField]: string };
