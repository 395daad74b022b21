import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { RefundedCents, StoredPayment } from '../../applicant/payments/payment.schema';
import type { StoredRefund } from './refund.schema';

const PAYMENTS = 'payments';
const REFUNDS = 'refunds';

/** What an application's refunds are counted against: its share of one captured PayPal order. */
export type RefundablePayment = {
  orderId: string;
  captureId: string;
  currency: string;
  /** What the order's capture took. */
  captureCents: number;
  /** The application's part of it: the whole capture for an application alone, its quote's total for a traveller of several. */
  shareCents: number;
  /** What is refunded or being refunded, of the capture and of this application's share. */
  refundedCents: { total: number; application: number };
};

const toCents = (value: string | number) => Math.round(Number(value) * 100);
const applicationPath = (applicationId: string) => `refundedCents.byApplication.${applicationId}`;

/**
 * What can still be refunded to the application: the least of the rest of what its state allows of its share
 * (`limitCents`, refundLimitCents of the contracts) and the capture's rest.
 */
export function refundable(payment: RefundablePayment, limitCents: number): number {
  return Math.max(0, Math.min(limitCents - payment.refundedCents.application, payment.captureCents - payment.refundedCents.total));
}

/**
 * The refund balance of a captured order, kept on its payment record (`refundedCents`): a refund is reserved in one
 * conditional `$inc` that matches only while the capture and the application's share both still cover it, so no
 * combination of concurrent requests refunds more than was paid; a refund PayPal refuses is released again.
 */
@Injectable()
export class RefundBalance {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** The captured order that paid for the application (its own, or its order's as a traveller), with its balance; null: nothing captured. */
  async of(applicationId: string): Promise<RefundablePayment | null> {
    const payments = this.connection.collection<StoredPayment>(PAYMENTS);
    let payment = (await payments.findOne({ applicationId, status: 'completed' })) ?? (await payments.findOne({ 'travellers.applicationId': applicationId, status: 'completed' }));
    if (!payment?.captureId || !payment.capturedAmount) return null;
    if (!payment.refundedCents) payment = (await this.open(payment)) ?? payment;
    return this.refundable(payment, applicationId);
  }

  /**
   * Reserves `cents` of the application's share; the payment as it is after, or null when what is left of what its
   * state allows (`limitCents`) or of the capture no longer covers it.
   */
  async reserve(payment: RefundablePayment, applicationId: string, cents: number, limitCents: number): Promise<RefundablePayment | null> {
    const after = await this.connection.collection<StoredPayment>(PAYMENTS).findOneAndUpdate(
      {
        _id: payment.orderId,
        status: 'completed',
        'refundedCents.total': { $not: { $gt: payment.captureCents - cents } },
        [applicationPath(applicationId)]: { $not: { $gt: limitCents - cents } },
      },
      { $inc: { 'refundedCents.total': cents, [applicationPath(applicationId)]: cents } },
      { returnDocument: 'after' },
    );
    return after && this.refundable(after, applicationId);
  }

  /** Gives back a reservation whose refund PayPal refused. */
  async release(orderId: string, applicationId: string, cents: number): Promise<void> {
    await this.connection.collection<StoredPayment>(PAYMENTS).updateOne({ _id: orderId }, { $inc: { 'refundedCents.total': -cents, [applicationPath(applicationId)]: -cents } });
  }

  /**
   * Starts the balance of a payment captured before balances were kept, from the refunds recorded against its
   * capture; only where none was started yet, so a reservation made meanwhile is never overwritten.
   */
  private async open(payment: StoredPayment): Promise<StoredPayment | null> {
    const refunds = await this.connection.collection<StoredRefund>(REFUNDS).find({ captureId: payment.captureId }).toArray();
    const balance: RefundedCents = { total: 0, byApplication: {} };
    for (const refund of refunds) {
      balance.total += refund.cents;
      balance.byApplication[refund.applicationId] = (balance.byApplication[refund.applicationId] ?? 0) + refund.cents;
    }
    await this.connection.collection<StoredPayment>(PAYMENTS).updateOne({ _id: payment._id, refundedCents: { $exists: false } }, { $set: { refundedCents: balance } });
    return this.connection.collection<StoredPayment>(PAYMENTS).findOne({ _id: payment._id });
  }

  private refundable(payment: StoredPayment, applicationId: string): RefundablePayment {
    const captureCents = toCents(payment.capturedAmount!.value);
    const share = (payment.travellers?.length ?? 0) > 1 ? payment.travellers!.find((traveller) => traveller.applicationId === applicationId) : undefined;
    return {
      orderId: payment._id,
      captureId: payment.captureId!,
      currency: payment.capturedAmount!.currency,
      captureCents,
      shareCents: share ? toCents(share.quote.total) : captureCents,
      refundedCents: { total: payment.refundedCents?.total ?? 0, application: payment.refundedCents?.byApplication?.[applicationId] ?? 0 },
    };
  }
}
