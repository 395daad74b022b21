import { Schema } from 'mongoose';

export const PAYMENT_MODEL = 'Payment';

export const PAYMENT_STATUSES = ['created', 'completed', 'declined', 'mismatch', 'pending'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type StoredPayment = {
  /** The PayPal order id: one record per order, so a replayed or doubled capture cannot record two payments. */
  _id: string;
  applicationId: string;
  provider: 'paypal';
  status: PaymentStatus;
  /** The fee quote the order was created for (server's fee schedule). */
  quote: { governmentFee: number; serviceFee: number; total: number; currency: 'USD'; scheduleVersion: string };
  captureId?: string;
  capturedAmount?: { value: string; currency: string };
  failureReason?: string;
  completedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The `payments` collection, keyed by PayPal order id. `applicationId` is indexed because the receipt and the
 * payment summary look payments up by application (FerretDB scans any other filter than `_id`).
 */
export const PaymentSchema = new Schema<StoredPayment>(
  {
    _id: { type: String, required: true },
    applicationId: { type: String, required: true },
    provider: { type: String, enum: ['paypal'], required: true, default: 'paypal' },
    status: { type: String, enum: PAYMENT_STATUSES, required: true },
    quote: { type: Schema.Types.Mixed, required: true },
    captureId: String,
    capturedAmount: { type: Schema.Types.Mixed },
    failureReason: String,
    completedAt: Date,
  },
  { timestamps: true, strict: true, versionKey: false, collection: 'payments' },
);

PaymentSchema.index({ applicationId: 1 });
