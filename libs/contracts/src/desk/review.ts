import type { DocumentField } from '@evisa/reference-data';
import type { AnswerSection } from '../application/answer-sections';
import type { ChecklistItemKey } from './checklists';
import type { CorrectionRound } from './corrections';
import type { QueueItem } from './queue';
import type { ReviewState } from './review-states';
import type { DeskOrder } from '../api/orders';

/** A member of staff as the review names them. */
export type StaffRef = { id: string; name: string };

/** What a stored file of an application is: the photo, one of the documents of spec 2.11, or the granted e-Visa. */
export type ReviewFileKind = 'mainImg' | 'eVisa' | DocumentField;

/** One file of the application, served to staff only: `url` shows it (inline), `downloadUrl` saves it (API paths, under the API client's base URL). */
export type ReviewFile = {
  kind: ReviewFileKind;
  name: string;
  contentType: string;
  size: number;
  url: string;
  downloadUrl: string;
};

export type ReviewChecklistItem = {
  key: ChecklistItemKey;
  done: boolean;
  /** Who ticked it and when (null while unticked). */
  by: StaffRef | null;
  at: string | null;
};

/** An internal note: staff only, never shown to the applicant. Notes are only ever added. */
export type ReviewNote = { id: string; text: string; author: StaffRef; at: string };

export type ReviewSubmission = { governmentReference: string; at: string; by: StaffRef };

export type ReviewResult =
  | { outcome: 'granted'; at: string; by: StaffRef; eVisa: ReviewFile }
  | { outcome: 'refused'; at: string; by: StaffRef; reason: string };

/** `data` of GET /staff/applications/<number>: everything the desk's review screen shows. Dates are ISO 8601. */
export type ApplicationReview = {
  /** The queue's line for it: state, deadline, who is working on it. */
  item: QueueItem;
  /** When it entered its state (payment time while it is still received). */
  stateChangedAt: string;
  /** The applicant's language (e-mails are written in it). */
  language: string;
  email: string;
  /** Every answer, grouped as on Preview (answerSections). */
  sections: AnswerSection[];
  /** The photo, then the documents, then the e-Visa once granted. */
  files: ReviewFile[];
  /** The checklist of the application's visa service, in order. */
  checklist: ReviewChecklistItem[];
  /** Oldest first. */
  notes: ReviewNote[];
  submission: ReviewSubmission | null;
  result: ReviewResult | null;
  /** Every round of corrections asked, oldest first, with the items the applicant changed (to highlight them). */
  corrections: CorrectionRound[];
  /** The order it belongs to with the order's other applications, each reviewed separately; null for an order of one. */
  order: DeskOrder | null;
};

/** Body of PUT /staff/applications/<number>/checklist/<item>. */
export type ChecklistTickRequest = { done: boolean };
/** Body of POST /staff/applications/<number>/notes. */
export type AddNoteRequest = { text: string };
/** Body of POST /staff/applications/<number>/submit. */
export type SubmitRequest = { governmentReference: string };
/** Body of POST /staff/applications/<number>/refuse. POST .../grant is multipart with the PDF in `eVisa`. */
export type RefuseRequest = { reason: string };

// Under the API's 2,000-character cap on any string (unsafe-input), so these limits answer in their own words.
export const REVIEW_NOTE_MAX_LENGTH = 1500;
export const REFUSAL_REASON_MAX_LENGTH = 1500;
/** The government's reference as it prints it: letters, digits and - / . separators. */
export const GOVERNMENT_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/.-]{3,39}$/;
/** What makes two government references the same one (letter case aside): the key the reviews' unique index holds. */
export const governmentReferenceKey = (reference: string): string => reference.trim().toUpperCase();

/** The granted e-Visa upload: a PDF (checked by content) of at most this size, in the multipart field `eVisa`. */
export const EVISA_UPLOAD = { field: 'eVisa', maxBytes: 5 * 1024 * 1024, contentType: 'application/pdf' } as const;

/** The review's routes under STAFF_API.prefix. */
export const REVIEW_API = {
  review: (id: string) => `/staff/applications/${encodeURIComponent(id)}`,
  file: (id: string, name: string) => `/staff/applications/${encodeURIComponent(id)}/files/${encodeURIComponent(name)}`,
  fileDownload: (id: string, name: string) => `/staff/applications/${encodeURIComponent(id)}/files/${encodeURIComponent(name)}?download=1`,
  checklistItem: (id: string, item: ChecklistItemKey) => `/staff/applications/${encodeURIComponent(id)}/checklist/${item}`,
  notes: (id: string) => `/staff/applications/${encodeURIComponent(id)}/notes`,
  submit: (id: string) => `/staff/applications/${encodeURIComponent(id)}/submit`,
  grant: (id: string) => `/staff/applications/${encodeURIComponent(id)}/grant`,
  refuse: (id: string) => `/staff/applications/${encodeURIComponent(id)}/refuse`,
  /** The submission pack's files, converted to the government portal's limits (SUBMISSION_PACK). */
  packPhoto: (id: string) => `/staff/applications/${encodeURIComponent(id)}/submission-pack/photo`,
  packPassport: (id: string) => `/staff/applications/${encodeURIComponent(id)}/submission-pack/passport`,
  passportCheck: (id: string) => `/staff/applications/${encodeURIComponent(id)}/passport-check`,
} as const;

/**
 * What the government's e-Visa portal accepts, as it publishes it: the photo a square JPEG of 350 to 1,000 pixels a
 * side and 10 KB to 1 MB; the passport's data page a PDF of 10 KB to 300 KB. The desk's submission pack is made to these.
 */
export const SUBMISSION_PACK = {
  photo: { minSide: 350, maxSide: 1000, minBytes: 10 * 1024, maxBytes: 1024 * 1024 },
  passport: { minBytes: 10 * 1024, maxBytes: 300 * 1024 },
} as const;

/** A desk download's file name: the application's number first, then what the file is (`EV123…-passport-copy.pdf`). */
export function deskFileName(applicationId: string, what: string, extension: string): string {
  const words = what === 'mainImg' ? 'photo' : what.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  return `${applicationId}-${words}.${extension}`;
}

/**
 * Where a paid application stands, as the applicant's status and confirmation pages show it: the state after
 * payment and when it was entered (ISO 8601).
 */
export type ApplicationStage = { stage: ReviewState; at: string };

/** The applicant's own download of their granted e-Visa (behind the application's access cookie). */
export const EVISA_DOWNLOAD_PATH = '/visaapplication/evisa';
