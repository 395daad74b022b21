import { DOCUMENT_FIELDS } from '@evisa/reference-data';
import { STEP1_FIELDS } from '../application/step1';
import { STEP2_FIELDS } from '../application/step2';
import { STEP3_FIELDS } from '../application/step3';
import { STEP4_FIELDS } from '../application/step4';
import { STEP5_FIELDS } from '../application/step5';
import { PHOTO_FIELDS } from '../application/uploads';
import { dependentFieldsOf } from '../rules/conditional-fields';

/**
 * The answers that decide the price (the fee schedule reads the visa service, its sub-categories, the application
 * type and the nationality): after payment they can never be opened for correction, whatever the desk asks.
 */
export const PRICED_FIELDS = ['visaService', 'serviceSubCategory', 'serviceSubCat_subCategory', 'applicationType', 'nationality'] as const;

/**
 * Answers the desk cannot open either: the e-mail address is where the correction link itself is sent, so a
 * correction cannot move it elsewhere.
 */
export const UNCORRECTABLE_FIELDS = ['email', 'confirmEmail'] as const;

const notCorrectable: readonly string[] = [...PRICED_FIELDS, ...UNCORRECTABLE_FIELDS];

/** The answers a reviewer may open for correction, by the step that holds them (the applicant's steps 1 to 5). */
export const CORRECTABLE_FIELDS_BY_STEP = {
  step1: STEP1_FIELDS.filter((field) => !notCorrectable.includes(field)),
  step2: [...STEP2_FIELDS],
  step3: [...STEP3_FIELDS],
  step4: [...STEP4_FIELDS],
  step5: [...STEP5_FIELDS],
} as const satisfies Record<string, readonly string[]>;
export type CorrectableStep = keyof typeof CORRECTABLE_FIELDS_BY_STEP;
export const CORRECTABLE_STEPS = Object.keys(CORRECTABLE_FIELDS_BY_STEP) as CorrectableStep[];

/** The step that holds a correctable answer, or undefined when the answer cannot be opened. */
export function correctableStepOf(field: string): CorrectableStep | undefined {
  return CORRECTABLE_STEPS.find((step) => (CORRECTABLE_FIELDS_BY_STEP[step] as readonly string[]).includes(field));
}

/** The files a reviewer may ask to have uploaded again: the photo and every document. */
export const CORRECTABLE_DOCUMENTS: readonly string[] = [...PHOTO_FIELDS, ...DOCUMENT_FIELDS];

/** Every correctable answer, in the order of the application's steps. */
export const CORRECTABLE_FIELDS: readonly string[] = CORRECTABLE_STEPS.flatMap((step): readonly string[] => CORRECTABLE_FIELDS_BY_STEP[step]);

/**
 * What opening these answers opens: each with the answers it reveals (CONDITIONAL_FIELDS), so a "No" changed to
 * "Yes" can be completed; in the order of the application's steps.
 */
export function fieldsOpenedWith(fields: readonly string[]): string[] {
  const opened = new Set(fields.flatMap((field) => [field, ...dependentFieldsOf(field)]));
  return CORRECTABLE_FIELDS.filter((field) => opened.has(field));
}

export function isPricedField(field: string): boolean {
  return (PRICED_FIELDS as readonly string[]).includes(field);
}

/** The longest message a reviewer may write to the applicant. */
export const CORRECTION_MESSAGE_MAX_LENGTH = 1500;

/** What a reviewer sends to ask for corrections (POST /staff/applications/<number>/corrections). */
export type CorrectionRequest = {
  /** Answers to correct, by their field names (CORRECTABLE_FIELDS_BY_STEP). */
  fields: string[];
  /** Files to upload again (CORRECTABLE_DOCUMENTS). */
  documents: string[];
  /** To the applicant, in the reviewer's words. */
  message: string;
};

/** One round of corrections as the desk reads it (GET /staff/applications/<number>/corrections). Dates are ISO 8601. */
export type CorrectionRound = {
  round: number;
  requestedAt: string;
  requestedBy: { id: string; name: string };
  fields: string[];
  documents: string[];
  message: string;
  /** When the applicant's link stops working. */
  linkExpiresAt: string;
  /** Null until the applicant sends the corrections back. */
  resubmittedAt: string | null;
  /** The opened items the applicant actually changed, for the desk to highlight; null until resubmitted. */
  changed: { fields: string[]; documents: string[] } | null;
  /** Each changed item's value at the request and as sent back (a file: its stored name), for the desk to show side by side. */
  values: Record<string, { before: unknown; after: unknown }>;
  /** Set when the reviewer took the request back (the applicant's link stops working). */
  withdrawnAt: string | null;
  /** How often the e-mail was sent again. */
  resent: number;
};

/** The reviewer's actions on the open round: take it back, send the e-mail again, give the link more days. */
export const CORRECTION_ACTIONS = ['withdraw', 'resend', 'extend'] as const;
export type CorrectionAction = (typeof CORRECTION_ACTIONS)[number];

/** Body of POST /staff/applications/<number>/corrections/extend: days added to the link (from now, or from its expiry if later). */
export type CorrectionExtendRequest = { days: number };
export const CORRECTION_EXTEND_MAX_DAYS = 30;

export const correctionActionPath = (applicationId: string, action: CorrectionAction) => `/staff/applications/${encodeURIComponent(applicationId)}/corrections/${action}`;

/** What the applicant's correction screens read: the items opened to them and the reviewer's message. */
export type ApplicantCorrection = {
  applicationId: string;
  fields: string[];
  documents: string[];
  message: string;
  linkExpiresAt: string;
  /** The current values of the opened answers. */
  answers: Record<string, unknown>;
  /** Which opened files were uploaded again since the request. */
  replacedDocuments: string[];
};

/** The applicant's corrected answers (PATCH /visaapplication/corrections?applicationId=): opened fields only. */
export type CorrectionAnswers = { answers: Record<string, unknown> };
