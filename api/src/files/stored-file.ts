import type { DocumentField } from '@evisa/contracts';

/** What an uploaded file is for: the applicant photo (mainImg) or one of the documents of spec 2.11. */
export type FileKind = 'mainImg' | DocumentField;

export type StoredImageType = 'image/jpeg' | 'image/png';

/** Recorded in the GridFS file's metadata: who owns the file and what it is. */
export type StoredFileMetadata = {
  applicationId: string;
  kind: FileKind;
  contentType: StoredImageType;
};

export type StoredFile = {
  /** The random name: the GridFS file's _id and filename, and the value kept in the application record. */
  name: string;
  length: number;
  metadata: StoredFileMetadata;
};

const EXTENSIONS: Record<StoredImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

export function extensionOf(type: StoredImageType): string {
  return EXTENSIONS[type];
}

/** 32 hex digits (128 random bits) and the extension; nothing the applicant sent ends up in a name. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png)$/;

export function isStoredName(name: unknown): name is string {
  return typeof name === 'string' && STORED_NAME_PATTERN.test(name);
}
