import type { DocumentField } from '@evisa/contracts';

/** What an uploaded file is for: the applicant photo (mainImg), one of the documents of spec 2.11, or the granted e-Visa the desk uploads. */
export type FileKind = 'mainImg' | DocumentField | 'eVisa';

export type StoredImageType = 'image/jpeg' | 'image/png';

/** Documents may also be PDF, stored as they came once checked (api/src/platform/files/pdf-check.ts). */
export type StoredFileType = StoredImageType | 'application/pdf';

/** Recorded in the GridFS file's metadata: who owns the file and what it is. */
export type StoredFileMetadata = {
  applicationId: string;
  kind: FileKind;
  contentType: StoredFileType;
};

export type StoredFile = {
  /** The random name: the GridFS file's _id and filename, and the value kept in the application record. */
  name: string;
  length: number;
  metadata: StoredFileMetadata;
};

const EXTENSIONS: Record<StoredFileType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

export function extensionOf(type: StoredFileType): string {
  return EXTENSIONS[type];
}

/** 32 hex digits (128 random bits) and the extension; nothing the applicant sent ends up in a name. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png|pdf)$/;

export function isStoredName(name: unknown): name is string {
  return typeof name === 'string' && STORED_NAME_PATTERN.test(name);
}
