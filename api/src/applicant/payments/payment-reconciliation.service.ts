import { HttpException, Injectable, Logger } from '@nestjs/common';
import type { PaymentStatus } from '@evisa/contracts';
import { ApplicationsRepository } from '../applications/applications.repository';
import { PAYABLE_STATUSES } from './order-binding';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { PaypalClient } from './paypal.client';
import { PaypalApiError, type PaypalOrder } from './paypal.types';

/** Orders looked at per run, the oldest first: the rest wait for the next run. */
const BATCH = 50;
/** An order nobody approved at PayPal within this time is abandoned: voided, so it can never be captured. */
export const ABANDONED_AFTER_MS = 3 * 3_600_000;

/**
 * Settles PayPal orders without the applicant's browser: an order approved at PayPal whose
 * capture the browser never asked for (closed between approval and return) is captured, through the very path the
 * browser takes (PaymentsService.captureOrder: bound to the application's priced choices, voided if it no longer
 * is, recorded and e-mailed once however often it runs). One the application can no longer be paid with, one PayPal
 * voided or does not know, and one never approved are voided; one PayPal captured all the same is refunded. A
 * capture PayPal reported pending is settled once PayPal has cleared or refused it. Run by the scheduled job and by
 * PayPal's webhooks.
 */
@Injectable()
export class PaymentReconciliation {
  private readonly logger = new Logger('PaymentReconciliation');

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly checkout: PaymentsService,
    private readonly applications: ApplicationsRepository,
    private readonly paypal: PaypalClient,
  ) {}

  /** Every order older than `settledAfterMs` that is neither captured nor voided; how many were looked at. */
  async reconcileDue(settledAfterMs: number, now = new Date()): Promise<number> {
    const due = await this.payments.openBefore(new Date(now.getTime() - settledAfterMs), BATCH);
    for (const payment of due) {
      try {
        await this.reconcile(payment._id, now);
      } catch (error) {
        this.logger.warn(`order ${payment._id} not reconciled: ${(error as Error).message}`);
      }
    }
    return due.length;
  }

  /** Asks PayPal about one order and settles it; its status after (undefined: no such order here). */
  async reconcile(orderId: string, now = new Date()): Promise<PaymentStatus | undefined> {
    const payment = await this.payments.find(orderId);
    if (payment?.status === 'pending') {
      await this.checkout.settlePending(orderId).catch((error: unknown) => {
        if (!(error instanceof HttpException)) throw error;
      });
      return (await this.payments.find(orderId))?.status;
    }
    if (payment?.status !== 'created') return payment?.status;
    let order: PaypalOrder | null;
    try {
      order = await this.paypal.getOrder(orderId);
    } catch (error) {
      if (!(error instanceof PaypalApiError && error.status === 404)) throw error;
      order = null;
    }
    if (order?.status === 'APPROVED' || order?.status === 'COMPLETED') {
      if (await this.payable(payment.applicationId)) {
        // Its answers to the applicant (paid, order changed, declined...) are the browser's: here only the record counts.
        await this.checkout.captureOrder(payment.applicationId, orderId).catch((error: unknown) => {
          if (!(error instanceof HttpException)) throw error;
        });
      } else if (order.status === 'APPROVED') {
        // Paid by another order, or blocked meanwhile: this one takes no money.
        await this.payments.settle(orderId, 'void', { voidReason: 'superseded' });
      } else {
        await this.checkout.refundUnpayable(orderId, order);
      }
    } else if (!order || order.status === 'VOIDED' || now.getTime() - payment.createdAt.getTime() > ABANDONED_AFTER_MS) {
      await this.payments.settle(orderId, 'void', { voidReason: 'abandoned' });
    }
    return (await this.payments.find(orderId))?.status;
  }

  private async payable(applicationId: string): Promise<boolean> {
    const record = await this.applications.find(applicationId);
    return !!record && (PAYABLE_STATUSES as readonly string[]).includes(record.status);
  }
}
