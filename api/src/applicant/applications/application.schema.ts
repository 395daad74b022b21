import { Schema } from 'mongoose';
import { APPLICATION_ANSWER_FIELDS, APPLICATION_STATUSES, APPLICATION_STEPS, declarationOf } from '@evisa/contracts';
import { APPLICATION_SCHEMA_VERSION } from '../../platform/migrations/migrations';

export const APPLICATION_MODEL = 'Application';

const SaarcVisitSchema = new Schema({ country: String, year: Number, visits: Number }, { _id: false });

/** The stored type of an answer, by its declared kind: the form's flags as Boolean, the SAARC list as a list, text as String. */
function storedType(field: string) {
  const kind = declarationOf(field)?.kind;
  return kind === 'list' ? [SaarcVisitSchema] : kind === 'flag' ? Boolean : String;
}

/** Every field of spec 3.1, typed as stored. */
const answerFields = Object.fromEntries(APPLICATION_ANSWER_FIELDS.map((field) => [field, storedType(field)]));

/**
 * One document per application, `_id` = the application's uniqueId: every per-application read and write is by
 * `_id`. `status` and `updatedAt` carry an index for the retention job; `orderLeadId` one for the order's applications.
 */
export const ApplicationSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** The shape this document has (platform/migrations brings older ones up to it). */
    schemaVersion: { type: Number, default: APPLICATION_SCHEMA_VERSION },
    status: { type: String, enum: APPLICATION_STATUSES, default: 'draft', required: true },
    completedSteps: { type: [{ type: String, enum: APPLICATION_STEPS }], default: [] },
    failedPaymentAttempts: { type: Number, default: 0 },
    paidAt: Date,
    amountToPay: { type: Schema.Types.Mixed },
    language: String,
    /** The answers and files the desk opened for correction after payment: the edit guard lets only these change. */
    openForCorrection: { type: [String], default: undefined },
    /** When the one reminder about this unpaid application was queued (api/src/applicant/draft-emails). */
    reminderSentAt: Date,
    /** Several travellers, one order: the lead application's number, on every application of the order (the lead's own on the lead). */
    orderLeadId: String,
    /** On the lead: how many other travellers the order holds (the slot count that keeps an order to MAX_TRAVELLERS). */
    orderTravellers: Number,
    ...answerFields,
  },
  { timestamps: true, strict: true, versionKey: false, minimize: false },
);

ApplicationSchema.index({ status: 1, updatedAt: 1 });
/** The order read and the payment of an order find its applications by the lead's number. */
ApplicationSchema.index({ orderLeadId: 1 });
/** The desk's search by passport number. */
ApplicationSchema.index({ passportNumber: 1 });
