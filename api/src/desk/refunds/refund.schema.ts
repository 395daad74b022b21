import { Schema } from 'mongoose';

export const REFUND_MODEL = 'Refund';

/**
 * One refund an admin made at the desk, `_id` = `<application id>:<request id>`: a repeated request (double click,
 * retried call) finds the same record instead of making a second one. A record is written `pending` before PayPal is
 * asked (its amount already reserved on the payment, refund-balance.ts), and removed again if PayPal refuses;
 * `recorded` once PayPal has accepted it. One that PayPal did not answer stays pending until a repeat asks again.
 */
export const RefundSchema = new Schema(
  {
    _id: { type: String, required: true },
    applicationId: { type: String, required: true },
    orderId: String,
    captureId: { type: String, required: true },
    state: { type: String, enum: ['pending', 'recorded'], required: true },
    paypalRefundId: String,
    paypalStatus: String,
    cents: { type: Number, required: true },
    currency: { type: String, required: true },
    reason: { type: String, required: true },
    full: { type: Boolean, required: true },
    at: { type: Date, required: true },
    by: { type: new Schema({ id: String, name: String }, { _id: false }), required: true },
  },
  { strict: true, versionKey: false, collection: 'refunds' },
);
RefundSchema.index({ applicationId: 1 });
/** The refund balance of a payment captured before balances were kept starts from its capture's records. */
RefundSchema.index({ captureId: 1 });

export type StoredRefund = {
  _id: string;
  applicationId: string;
  /** The PayPal order whose refund balance holds this refund's reservation (absent on records made before balances). */
  orderId?: string;
  captureId: string;
  state: 'pending' | 'recorded';
  paypalRefundId?: string;
  paypalStatus?: string;
  cents: number;
  currency: string;
  reason: string;
  full: boolean;
  at: Date;
  by: { id: string; name: string };
};
