import { Schema } from 'mongoose';

export const CORRECTION_MODEL = 'Correction';

/**
 * One round of corrections the desk asked of an applicant, `_id` = `<application id>#<round>`: the unique id makes
 * two requests for the same round (two reviewers, a double click) record one. `before` keeps the opened answers'
 * and files' values at the request, so the resubmission can tell which ones the applicant changed; `values` keeps
 * the changed ones before and after. A round is open while neither `resubmittedAt` nor `withdrawnAt` is set.
 */
export const CorrectionSchema = new Schema(
  {
    _id: { type: String, required: true },
    applicationId: { type: String, required: true },
    round: { type: Number, required: true },
    requestedAt: { type: Date, required: true },
    requestedBy: { type: new Schema({ id: String, name: String }, { _id: false }), required: true },
    fields: { type: [String], default: [] },
    documents: { type: [String], default: [] },
    message: { type: String, required: true },
    linkExpiresAt: { type: Date, required: true },
    before: { type: Schema.Types.Mixed, default: {} },
    resubmittedAt: { type: Date, default: null },
    changed: { type: new Schema({ fields: [String], documents: [String] }, { _id: false }), default: null },
    /** Each changed item's value at the request and as sent back. */
    values: { type: Schema.Types.Mixed, default: {} },
    withdrawnAt: { type: Date, default: null },
    resent: { type: Number, default: 0 },
  },
  { strict: true, versionKey: false, collection: 'corrections', minimize: false },
);
CorrectionSchema.index({ applicationId: 1, round: 1 });

export type StoredCorrection = {
  _id: string;
  applicationId: string;
  round: number;
  requestedAt: Date;
  requestedBy: { id: string; name: string };
  fields: string[];
  documents: string[];
  message: string;
  linkExpiresAt: Date;
  before: Record<string, unknown>;
  resubmittedAt: Date | null;
  changed: { fields: string[]; documents: string[] } | null;
  values?: Record<string, { before: unknown; after: unknown }>;
  withdrawnAt?: Date | null;
  resent?: number;
};
