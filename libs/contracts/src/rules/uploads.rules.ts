import { DOCUMENT_FIELDS, DOCUMENT_UPLOAD_RULES, documentsForService, UPLOAD_RULES, type DocumentField } from '@evisa/reference-data';
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

type DocumentType = (typeof DOCUMENT_UPLOAD_RULES.mimeTypes)[number];

/**
 * The message for a needed document that is missing, naming it. The passport copy keeps the spec's
 * words (5.5); the business card and the invitation letter share one, as either of them will do.
 */
export const DOCUMENT_REQUIRED_MESSAGES: Readonly<Record<DocumentField, MessageKey>> = {
  passportCopy: 'passportImageRequired',
  businessCard: 'businessDocumentRequired',
  businessInvitationLetter: 'businessDocumentRequired',
  medicalInvitationLetter: 'medicalInvitationLetterRequired',
  organizerInvitation: 'organizerInvitationRequired',
  politicalClearance: 'politicalClearanceRequired',
  eventClearance: 'eventClearanceRequired',
};

/**
 * One chosen document: present, JPEG, PNG or PDF, at most 1 MB. The type must be the one read from the file's
 * content (sniffDocumentType), never its name or declared type.
 */
export function checkDocumentUpload(field: DocumentField, file: UploadedFileInfo | null | undefined): MessageKey | undefined {
  if (!file || typeof file.size !== 'number' || !(file.size > 0)) return DOCUMENT_REQUIRED_MESSAGES[field];
  const type = typeof file.type === 'string' ? file.type.trim().toLowerCase() : '';
  if (!(DOCUMENT_UPLOAD_RULES.mimeTypes as readonly string[]).includes(type)) return 'invalidDocumentType';
  if (file.size > DOCUMENT_UPLOAD_RULES.maxBytes) return 'documentTooLarge';
  return undefined;
}

/**
 * Documents of which one is enough: spec 9.3 and 9.4 ask an e-Business applicant for a business card *or* an
 * invitation letter (docs/decisions.md, issue 3). Every other document a service shows is needed on its own.
 */
const ALTERNATIVES: readonly (readonly DocumentField[])[] = [['businessCard', 'businessInvitationLetter']];

/** The groups of documents a visa service needs, each satisfied by any one of its documents. */
export function requiredDocumentGroups(visaService: unknown): DocumentField[][] {
  const shown = documentsForService(visaService);
  const groups: DocumentField[][] = [];
  for (const field of shown) {
    const alternative = ALTERNATIVES.find((group) => group.includes(field) && group.every((member) => shown.includes(member)));
    if (!alternative) groups.push([field]);
    else if (alternative[0] === field) groups.push([...alternative]);
  }
  return groups;
}

/** The needed documents that are not present, each under the first field of its group with the message naming it. */
export function missingDocuments(visaService: unknown, present: ReadonlySet<DocumentField>): FieldErrors {
  const errors: FieldErrors = {};
  for (const group of requiredDocumentGroups(visaService)) {
    if (!group.some((field) => present.has(field))) errors[group[0]] = DOCUMENT_REQUIRED_MESSAGES[group[0]];
  }
  return errors;
}

/**
 * Documents page (spec 2.11), before sending: every document chosen is checked, and each document the visa
 * service needs must be chosen or already stored. The server applies the same rule to what it receives.
 */
export function validateDocuments(visaService: unknown, files: DocumentUploads | null | undefined, alreadyUploaded: readonly DocumentField[] = []): FieldErrors {
  const errors: FieldErrors = {};
  const present = new Set<DocumentField>(alreadyUploaded);
  for (const field of DOCUMENT_FIELDS) {
    const file = files?.[field];
    if (!file) continue;
    present.add(field);
    const problem = checkDocumentUpload(field, file);
    if (problem) errors[field] = problem;
  }
  return { ...missingDocuments(visaService, present), ...errors };
}

/** The real type of a document from its first bytes: a JPEG or PNG image, or a PDF ('%PDF-'). */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | undefined {
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  if (pdf.every((byte, index) => bytes[index] === byte)) return 'application/pdf';
  return sniffImageType(bytes);
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
