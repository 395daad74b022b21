import { Schema } from 'mongoose';
import { REVIEW_STATES } from '@evisa/contracts';

export const REVIEW_MODEL = 'Review';

/**
 * Where a paid application stands at the desk, `_id` = the application's id. A paid application without one is
 * `received`; the record is written by the first move (a claim). `history` keeps every move with who made it.
 */
export const ReviewSchema = new Schema(
  {
    _id: { type: String, required: true },
    state: { type: String, enum: REVIEW_STATES, required: true },
    stateChangedAt: { type: Date, required: true },
    claimedBy: { type: new Schema({ id: String, name: String }, { _id: false }), default: null },
    history: { type: [new Schema({ from: String, to: String, at: Date, by: String }, { _id: false })], default: [] },
  },
  { strict: true, versionKey: false, collection: 'reviews', minimize: false },
);

export type StoredReview = {
  _id: string;
  state: (typeof REVIEW_STATES)[number];
  stateChangedAt: Date;
  claimedBy: { id: string; name: string } | null;
  history: { from: string; to: string; at: Date; by: string }[];
};
