import { Schema } from 'mongoose';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type OrderVoidReason, type PaymentMethod, type PaymentStatus, type PricedChoices } from '@evisa/contracts';

export const PAYMENT_MODEL = 'Payment';

export { PAYMENT_STATUSES, type PaymentStatus };

/** A refund asked of PayPal: its refund id and status (COMPLETED, PENDING), or `failed` when PayPal refused or did not answer. */
export type StoredRefund = { id?: string; status: string; requestedAt: Date };

export type StoredPayment = {
  /** The PayPal order id: one record per order, so a replayed or doubled capture cannot record two payments. */
  _id: string;
  applicationId: string;
  provider: 'paypal';
  /** A PayPal account or a card through PayPal; records made before issue 23 have none (PayPal). */
  method?: PaymentMethod;
  status: PaymentStatus;
  /** The fee quote the order was created for (server's fee schedule): amount, currency, schedule version. */
  quote: { governmentFee: number; serviceFee: number; total: number; currency: 'USD'; scheduleVersion: string };
  /** The priced choices the order pays for, and their fingerprint (order-binding.ts). */
  pricedChoices: PricedChoices;
  fingerprint: string;
  /** Why a `void` or `refunded` order stopped matching its application. */
  voidReason?: OrderVoidReason;
  refund?: StoredRefund;
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
    method: { type: String, enum: [...PAYMENT_METHODS] },
    status: { type: String, enum: [...PAYMENT_STATUSES], required: true },
    quote: { type: Schema.Types.Mixed, required: true },
    pricedChoices: { type: Schema.Types.Mixed, required: true },
    fingerprint: { type: String, required: true },
    voidReason: String,
    refund: { type: Schema.Types.Mixed },
    captureId: String,
    capturedAmount: { type: Schema.Types.Mixed },
    failureReason: String,
    completedAt: Date,
  },
  { timestamps: true, strict: true, versionKey: false, collection: 'payments' },
);

PaymentSchema.index({ applicationId: 1 });
