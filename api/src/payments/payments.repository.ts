import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { PAYMENT_MODEL, type PaymentStatus, type StoredPayment } from './payment.schema';

/** The `payments` collection: one record per PayPal order; state changes are atomic and guarded on the status. */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectModel(PAYMENT_MODEL) private readonly model: Model<StoredPayment>) {}

  async create(payment: Pick<StoredPayment, '_id' | 'applicationId' | 'quote'>): Promise<void> {
    await this.model.create({ ...payment, provider: 'paypal', status: 'created' });
  }

  async find(orderId: string): Promise<StoredPayment | null> {
    return this.model.findById(orderId).lean<StoredPayment>().exec();
  }

  /** Moves a 'created' payment to its outcome; null when another request got there first. */
  async settle(orderId: string, status: Exclude<PaymentStatus, 'created'>, set: Partial<StoredPayment>): Promise<StoredPayment | null> {
    return this.model
      .findOneAndUpdate({ _id: orderId, status: 'created' }, { $set: { ...set, status } }, { returnDocument: 'after' })
      .lean<StoredPayment>()
      .exec();
  }

  async completedFor(applicationId: string): Promise<StoredPayment | null> {
    return this.model.findOne({ applicationId, status: 'completed' }).lean<StoredPayment>().exec();
  }
}
