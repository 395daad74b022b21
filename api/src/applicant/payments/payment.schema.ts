import { Schema } from 'mongoose';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type OrderVoidReason, type PaymentMethod, type PaymentStatus, type PricedChoices } from '@evisa/contracts';

export const PAYMENT_MODEL = 'Payment';

export { PAYMENT_STATUSES, type PaymentStatus };

/** A refund asked of PayPal: its refund id and status (COMPLETED, PENDING), or `failed` when PayPal refused or did not answer. */
export type StoredRefund = { id?: string; status: string; requestedAt: Date };

/**
 * What the desk refunded (or is refunding) of a captured order, in cents: of the whole capture, and of each
 * application's share. Reserved before PayPal is asked (refunds/refund-balance.ts).
 */
export type RefundedCents = { total: number; byApplication: Record<string, number> };

/** The fee quote an order was created for (server's fee schedule): amount, currency, schedule version. */
export type StoredQuote = { governmentFee: number; serviceFee: number; total: number; currency: 'USD'; scheduleVersion: string };

/** One traveller an order pays for: their application, quote, and the priced choices it is bound to. */
export type PaymentTraveller = { applicationId: string; quote: StoredQuote; pricedChoices: PricedChoices; fingerprint: string };

export type StoredPayment = {
  /** The PayPal order id: one record per order, so a replayed or doubled capture cannot record two payments. */
  _id: string;
  /** The application paid from: the order's lead when it has several travellers. */
  applicationId: string;
  provider: 'paypal';
  /** A PayPal account or a card through PayPal; older records have none (PayPal). */
  method?: PaymentMethod;
  status: PaymentStatus;
  /** What the order charges: for several travellers, the sum of their quotes (each is in `travellers`). */
  quote: StoredQuote;
  /** The priced choices of `applicationId` the order pays for, and their fingerprint (order-binding.ts). */
  pricedChoices: PricedChoices;
  fingerprint: string;
  /**
   * Every traveller the order pays for, the lead first, each with their own quote and binding. Absent on orders
   * made before an order could hold several travellers: those pay for `applicationId` alone (travellersOf in order-binding.ts reads both).
   */
  travellers?: PaymentTraveller[];
  /** Why a `void` or `refunded` order stopped matching its application. */
  voidReason?: OrderVoidReason;
  refund?: StoredRefund;
  refundedCents?: RefundedCents;
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
    travellers: { type: [Schema.Types.Mixed], default: undefined },
    voidReason: String,
    refund: { type: Schema.Types.Mixed },
    refundedCents: { type: Schema.Types.Mixed },
    captureId: String,
    capturedAmount: { type: Schema.Types.Mixed },
    failureReason: String,
    completedAt: Date,
  },
  { timestamps: true, strict: true, versionKey: false, collection: 'payments' },
);

PaymentSchema.index({ applicationId: 1 });
/** A traveller's receipt and the desk's refund of one traveller find the order that paid for them. */
PaymentSchema.index({ 'travellers.applicationId': 1 });
