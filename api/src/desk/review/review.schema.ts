import { Schema } from 'mongoose';
import { REVIEW_STATES } from '@evisa/contracts';

export const REVIEW_MODEL = 'Review';

const StaffRefSchema = new Schema({ id: String, name: String }, { _id: false });

/**
 * Where a paid application stands at the desk, `_id` = the application's id. A paid application without one is
 * `received`; the record is written by the first move (a claim) or the first note. `history` keeps every move with
 * who made it (and so when the desk waited for the applicant: the deadline's pauses). `checklist` holds the ticked items (by key: who and when); unticking removes the key.
 */
export const ReviewSchema = new Schema(
  {
    _id: { type: String, required: true },
    state: { type: String, enum: REVIEW_STATES, required: true },
    stateChangedAt: { type: Date, required: true },
    claimedBy: { type: StaffRefSchema, default: null },
    history: { type: [new Schema({ from: String, to: String, at: Date, by: String }, { _id: false })], default: [] },
    checklist: { type: Schema.Types.Mixed, default: {} },
    notes: { type: [new Schema({ id: String, text: String, by: StaffRefSchema, at: Date }, { _id: false })], default: [] },
    submission: { type: new Schema({ governmentReference: String, referenceKey: String, at: Date, by: StaffRefSchema }, { _id: false }), default: null },
    /** The applicant's corrections came back (round, when) and the reviewer has not moved the case since. */
    returned: { type: new Schema({ round: Number, at: Date }, { _id: false }), default: null },
    result: {
      type: new Schema({ outcome: { type: String, enum: ['granted', 'refused'] }, at: Date, by: StaffRefSchema, eVisa: String, reason: String }, { _id: false }),
      default: null,
    },
  },
  { strict: true, versionKey: false, collection: 'reviews', minimize: false },
);

/** The queue leaves out reviews by state, "mine" reads the holder, a search the government's reference. */
ReviewSchema.index({ state: 1 });
ReviewSchema.index({ 'claimedBy.id': 1 });
ReviewSchema.index({ 'submission.governmentReference': 1 });
/**
 * One government reference names one application, even when two submissions race: unique over the reviews that
 * have a reference (sparse: the ones without are not in the index; FerretDB does not implement partial indexes).
 */
ReviewSchema.index({ 'submission.referenceKey': 1 }, { unique: true, sparse: true });

export type StaffRefRecord = { id: string; name: string };

export type StoredReview = {
  _id: string;
  state: (typeof REVIEW_STATES)[number];
  stateChangedAt: Date;
  claimedBy: StaffRefRecord | null;
  history: { from: string; to: string; at: Date; by: string }[];
  checklist?: Record<string, { by: StaffRefRecord; at: Date }>;
  notes?: { id: string; text: string; by: StaffRefRecord; at: Date }[];
  /** `referenceKey`: governmentReferenceKey of the reference (the unique index's key). */
  submission?: { governmentReference: string; referenceKey?: string; at: Date; by: StaffRefRecord } | null;
  returned?: { round: number; at: Date } | null;
  /** `eVisa` is the stored file's name (granted); `reason` the refusal's. */
  result?: { outcome: 'granted' | 'refused'; at: Date; by: StaffRefRecord; eVisa?: string; reason?: string } | null;
};
