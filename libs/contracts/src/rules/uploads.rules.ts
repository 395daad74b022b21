import { DOCUMENT_FIELDS, UPLOAD_RULES, type DocumentField } from '@evisa/reference-data';
import type { MessageKey } from '../messages';
import type { UploadedFileInfo } from '../application/uploads';
import type { FieldErrors } from './field-errors';

type AllowedType = (typeof UPLOAD_RULES.mimeTypes)[number];

function isAllowedType(type: string): type is AllowedType {
  return (UPLOAD_RULES.mimeTypes as readonly string[]).includes(type);
}

/**
 * One chosen file (spec 5.5): present, JPEG or PNG, at most 1 MB (1,048,576 bytes passes).
 * `missing` is the message for no file. Anything that is not a {size, type} object counts as no file.
 */
export function checkUpload(file: unknown, missing: MessageKey): MessageKey | undefined {
  const info = file !== null && typeof file === 'object' ? (file as Partial<Record<keyof UploadedFileInfo, unknown>>) : {};
  if (typeof info.size !== 'number' || !(info.size > 0)) return missing;
  const type = typeof info.type === 'string' ? info.type.trim().toLowerCase() : '';
  if (!isAllowedType(type)) return 'invalidImageType';
  if (info.size > UPLOAD_RULES.maxBytes) return 'imageTooLarge';
  return undefined;
}

export type UploadOptions = {
  /** A file is already stored for the field, so a new one is optional. */
  readonly alreadyUploaded?: boolean;
};

/** Photograph page: the applicant photo, field mainImg. */
export function validatePhoto(file: UploadedFileInfo | null | undefined, options: UploadOptions = {}): FieldErrors {
  if (!file && options.alreadyUploaded) return {};
  const problem = checkUpload(file, 'imageRequired');
  return problem ? { mainImg: problem } : {};
}

export type DocumentUploads = Partial<Record<DocumentField, UploadedFileInfo | null | undefined>>;

/**
 * Documents page: the passport copy is required (unless already stored); any other document given must be a
 * JPEG or PNG of at most 1 MB. Which documents the page shows comes from documentsForService.
 */
export function validateDocuments(files: DocumentUploads | null | undefined, alreadyUploaded: readonly DocumentField[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of DOCUMENT_FIELDS) {
    const file = files?.[field];
    const required = field === 'passportCopy' && !alreadyUploaded.includes(field);
    if (!file && !required) continue;
    const problem = checkUpload(file, field === 'passportCopy' ? 'passportImageRequired' : 'imageRequired');
    if (problem) errors[field] = problem;
  }
  return errors;
}

/**
 * The real type of an image from its first bytes, so the server need not trust the type the browser declared.
 * Returns undefined for anything but JPEG and PNG.
 */
export function sniffImageType(bytes: Uint8Array): AllowedType | undefined {
  const startsWith = (signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return undefined;
}
