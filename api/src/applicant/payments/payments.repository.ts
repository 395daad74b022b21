import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type QueryFilter } from 'mongoose';
import type { OrderVoidReason } from '@evisa/contracts';
import { PAYMENT_MODEL, type PaymentStatus, type StoredPayment } from './payment.schema';

/** The `payments` collection: one record per PayPal order; state changes are atomic and guarded on the status. */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectModel(PAYMENT_MODEL) private readonly model: Model<StoredPayment>) {}

  async create(payment: Pick<StoredPayment, '_id' | 'applicationId' | 'method' | 'quote' | 'pricedChoices' | 'fingerprint' | 'travellers'>): Promise<void> {
    await this.model.create({ ...payment, provider: 'paypal', status: 'created' });
  }

  /** Voids every open order of an application (a newer order replaces them): none of them can be captured then. */
  async voidOpen(applicationId: string, reason: OrderVoidReason): Promise<void> {
    await this.model.updateMany({ applicationId, status: 'created' }, { $set: { status: 'void', voidReason: reason } }).exec();
  }

  /** Orders neither captured nor voided (`created`, or a capture PayPal reported `pending`) made before `cutoff`, the oldest first. */
  async openBefore(cutoff: Date, limit: number): Promise<StoredPayment[]> {
    return this.model
      .find({ status: mongoose.trusted({ $in: ['created', 'pending'] }), createdAt: mongoose.trusted({ $lt: cutoff }) } as QueryFilter<StoredPayment>)
      .sort({ createdAt: 1 })
      .limit(limit)
      .lean<StoredPayment[]>()
      .exec();
  }

  async find(orderId: string): Promise<StoredPayment | null> {
    return this.model.findById(orderId).lean<StoredPayment>().exec();
  }

  /** Moves a 'created' payment to its outcome; null when another request got there first. */
  async settle(orderId: string, status: Exclude<PaymentStatus, 'created'>, set: Partial<StoredPayment>): Promise<StoredPayment | null> {
    return this.move(orderId, 'created', status, set);
  }

  /** Moves a payment from one state to another, atomically; null when it was not in `from` any more. */
  async move(orderId: string, from: PaymentStatus, to: PaymentStatus, set: Partial<StoredPayment> = {}): Promise<StoredPayment | null> {
    return this.model
      .findOneAndUpdate({ _id: orderId, status: from }, { $set: { ...set, status: to } }, { returnDocument: 'after' })
      .lean<StoredPayment>()
      .exec();
  }

  /** The completed order that paid for the application: its own, or its order's (it is one of the travellers). */
  async completedFor(applicationId: string): Promise<StoredPayment | null> {
    return (
      (await this.model.findOne({ applicationId, status: 'completed' }).lean<StoredPayment>().exec()) ??
      (await this.model.findOne({ 'travellers.applicationId': applicationId, status: 'completed' }).lean<StoredPayment>().exec())
    );
  }
}
