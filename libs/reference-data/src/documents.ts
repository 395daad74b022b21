/** The uploadable documents of spec 2.11, in page order. `field` is the record field and the multipart field name. */
export const DOCUMENTS = [
  { field: 'passportCopy', label: 'Passport copy (bio page)' },
  { field: 'businessCard', label: 'Business card' },
  { field: 'businessInvitationLetter', label: 'Business invitation letter' },
  { field: 'medicalInvitationLetter', label: 'Medical invitation letter from the hospital in India' },
  { field: 'organizerInvitation', label: 'Invitation from the organizer' },
  { field: 'politicalClearance', label: 'Political clearance from the Ministry of External Affairs' },
  { field: 'eventClearance', label: 'Event clearance from the Ministry of Home Affairs' },
] as const;

export type DocumentField = (typeof DOCUMENTS)[number]['field'];

export const DOCUMENT_FIELDS: readonly DocumentField[] = DOCUMENTS.map((document) => document.field);

/** Uploads accepted for the photo (spec 5.5, see docs/decisions.md). */
export const UPLOAD_RULES = {
  maxBytes: 1_048_576,
  mimeTypes: ['image/jpeg', 'image/png'],
} as const;

/** Documents may also be PDF (letters usually arrive as one), never the photo. Same size limit. */
export const DOCUMENT_UPLOAD_RULES = {
  maxBytes: UPLOAD_RULES.maxBytes,
  mimeTypes: [...UPLOAD_RULES.mimeTypes, 'application/pdf'],
} as const;

/**
 * The photo policy (spec 5.8), shown on the photograph page as guidance. It is not what the upload enforces:
 * UPLOAD_RULES is stricter on size, so a photo that passes the upload also meets the policy's upper limit.
 */
export const PHOTO_POLICY = {
  format: 'JPEG',
  minBytes: 20 * 1024,
  maxBytes: 2 * 1024 * 1024,
  square: true,
  displaySizePx: 400,
} as const;
