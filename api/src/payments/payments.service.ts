import { Injectable, Logger } from '@nestjs/common';
import mongoose from 'mongoose';
import { ROUTES, firstIncompleteStep, todayIso, type ApplicationRecord, type PaymentMethod } from '@evisa/contracts';
import { FeeLookupError, amountToPay, type FeeQuote } from '@evisa/reference-data';
import { ApplicationsRepository } from '../applications/applications.repository';
import { AppConfig } from '../config/app-config';
import { returnOrigin } from '../config/site-origins';
import { PaymentConfirmationService } from './payment-confirmation.service';
import { arrivalTooSoonForPayment } from './payment-deadline';
import {
  AlreadyPaidException,
  ApplicationBlockedException,
  ArrivalTooSoonException,
  IncompleteApplicationException,
  NoFeeException,
  OrderChangedException,
  PAYMENT_MESSAGES,
  PaymentFailedException,
  PaymentNotApprovedException,
  ProviderErrorException,
  ProviderTimeoutException,
  RefundingException,
  UnknownOrderException,
} from './payment-errors';
import { PAYABLE_STATUSES, choicesFingerprint, orderVoidReason, pricedChoicesOf, stillBoundFilter } from './order-binding';
import type { StoredPayment, StoredRefund } from './payment.schema';
import type { Receipt } from '@evisa/contracts';
import { PaymentsRepository } from './payments.repository';
import { PaypalClient } from './paypal.client';
import { PaypalApiError, PaypalUnavailableError, type PaypalOrder } from './paypal.types';

/** Spec 2.14: the third failed payment attempt blocks the application id. */
export const MAX_FAILED_ATTEMPTS = 3;

/** Statuses in which an application may still be paid. */
const PAYABLE = () => mongoose.trusted({ $in: [...PAYABLE_STATUSES] });

/** PayPal's answers that mean "this payment was refused" (counted), as opposed to "try again" (not counted). */
const NOT_APPROVED_ISSUES = new Set(['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED']);


function money(value: number): string {
  return value.toFixed(2);
}

/**
 * Creates PayPal orders for the amount of the server's fee schedule, bound to the priced choices they pay for
 * (order-binding.ts); captures them only while the application still matches its order; checks what PayPal
 * captured against the order; and records the outcome: paid (once, whatever the number of replays), void (the
 * application changed, no money taken), refunded (it changed while the money was taken), or a failed attempt
 * (the third blocks the id).
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly payments: PaymentsRepository,
    private readonly paypal: PaypalClient,
    private readonly confirmation: PaymentConfirmationService,
    private readonly config: AppConfig,
  ) {}

  /** `origin`: where the applicant's page is; PayPal returns there when it is one of the site's, else to SITE_URL. */
  async createOrder(applicationId: string, method: PaymentMethod = 'paypal', origin?: string): Promise<{ orderID: string }> {
    const record = await this.applications.get(applicationId);
    this.assertPayable(record);
    if (firstIncompleteStep(record.completedSteps)) throw new IncompleteApplicationException();
    const today = todayIso();
    if (arrivalTooSoonForPayment(record.expectedArrival, today)) throw new ArrivalTooSoonException();
    const quote = this.quote(record, today);

    // The quote shown and charged is the one in force today; the status says a payment is under way.
    const updated = await this.applications.update(applicationId, { $set: { amountToPay: quote, status: 'awaiting_payment' } }, { status: PAYABLE() });
    if (!updated) this.assertPayable(await this.applications.get(applicationId));

    // One open order per application: the ones made before pay for answers that may have changed since.
    await this.payments.voidOpen(applicationId, 'superseded');
    const site = returnOrigin(this.config, origin);
    const order = await this.provider(() =>
      this.paypal.createOrder({
        applicationId,
        method,
        value: money(quote.total),
        currency: quote.currency,
        description: `India e-Visa application ${applicationId}`,
        returnUrl: `${site}${ROUTES.payment(applicationId)}`,
        cancelUrl: `${site}${ROUTES.payment(applicationId)}?cancelled=1`,
      }),
    ).catch((error: unknown) => {
      if (error instanceof PaypalApiError) {
        this.logger.error(`order creation failed: ${error.message}`);
        throw new ProviderErrorException();
      }
      throw error;
    });
    const pricedChoices = pricedChoicesOf(record);
    await this.payments.create({ _id: order.id, applicationId, method, quote, pricedChoices, fingerprint: choicesFingerprint(pricedChoices) });
    return { orderID: order.id };
  }

  async captureOrder(applicationId: string, orderId: string, language?: string): Promise<Receipt> {
    const payment = await this.payments.find(orderId);
    if (!payment || payment.applicationId !== applicationId) throw new UnknownOrderException();
    if (payment.status === 'completed') return this.finish(payment, language);
    if (payment.status === 'pending') throw new PaymentNotApprovedException(PAYMENT_MESSAGES.pending);
    if (payment.status === 'void') throw new OrderChangedException();
    if (payment.status === 'refunded') throw new RefundingException();
    if (payment.status === 'mismatch') throw await this.failureAfter(applicationId, PAYMENT_MESSAGES.notVerified);
    if (payment.status !== 'created') throw await this.failureAfter(applicationId, PAYMENT_MESSAGES.declined);

    const record = await this.applications.get(applicationId);
    this.assertPayable(record);
    // Before any money moves: an order for other answers, another price or an incomplete application is void.
    const reason = orderVoidReason(payment, record, this.quoteOrNull(record, todayIso()));
    if (reason) {
      await this.payments.settle(orderId, 'void', { voidReason: reason });
      throw new OrderChangedException();
    }

    let order: PaypalOrder;
    try {
      order = await this.provider(() => this.paypal.captureOrder(orderId));
    } catch (error) {
      if (!(error instanceof PaypalApiError)) throw error;
      if (error.issue === 'ORDER_ALREADY_CAPTURED') {
        order = await this.provider(() => this.paypal.getOrder(orderId));
      } else if (error.issue && NOT_APPROVED_ISSUES.has(error.issue)) {
        throw new PaymentNotApprovedException();
      } else if (error.status === 422 || error.status === 400) {
        return this.fail(payment, 'declined', error.issue ?? error.errorName, PAYMENT_MESSAGES.declined);
      } else {
        this.logger.error(`capture of ${orderId} failed: ${error.message}`);
        throw new ProviderErrorException();
      }
    }
    return this.verify(payment, order, language);
  }

  /** The receipt of a paid application, or null. */
  async receiptFor(applicationId: string): Promise<Receipt | null> {
    const payment = await this.payments.completedFor(applicationId);
    return payment ? this.toReceipt(payment) : null;
  }

  private async verify(payment: StoredPayment, order: PaypalOrder, language?: string): Promise<Receipt> {
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    if (capture?.status === 'PENDING') {
      await this.payments.settle(payment._id, 'pending', { captureId: capture.id });
      throw new PaymentNotApprovedException(PAYMENT_MESSAGES.pending);
    }
    if (order.status !== 'COMPLETED' || !capture || capture.status !== 'COMPLETED') {
      return this.fail(payment, 'declined', `capture ${capture?.status ?? order.status}`, PAYMENT_MESSAGES.declined);
    }
    const captured = { value: capture.amount?.value, currency: capture.amount?.currency_code };
    const belongs = order.id === payment._id && unit?.reference_id === payment.applicationId && (unit?.custom_id ?? capture.custom_id) === payment.applicationId;
    const amountMatches = captured.value === money(payment.quote.total) && captured.currency === payment.quote.currency;
    if (!belongs || !amountMatches) {
      // Money moved, but not for this order as made: it goes back, and the applicant is not marked paid.
      this.logger.error(`capture ${capture.id} of order ${payment._id} does not match its application or amount: refunding it`);
      return this.fail(payment, 'mismatch', `captured ${captured.value} ${captured.currency}`, PAYMENT_MESSAGES.notVerified, {
        captureId: capture.id,
        capturedAmount: { value: String(captured.value), currency: String(captured.currency) },
        refund: await this.refund(capture.id),
      });
    }
    const settled =
      (await this.payments.settle(payment._id, 'completed', {
        captureId: capture.id,
        capturedAmount: { value: captured.value, currency: captured.currency },
        completedAt: new Date(),
      })) ?? (await this.payments.find(payment._id));
    if (settled?.status !== 'completed') throw await this.failureAfter(payment.applicationId, PAYMENT_MESSAGES.declined);
    return this.finish(settled, language);
  }

  /**
   * Marks the application paid and queues the confirmation. Idempotent: replays and the loser of a doubled
   * capture run it again and change nothing.
   */
  private async finish(payment: StoredPayment, language?: string): Promise<Receipt> {
    const paidAt = payment.completedAt ?? new Date();
    const set: Record<string, unknown> = { status: 'paid', paidAt, amountToPay: payment.quote };
    if (language) set.language = language;
    const marked = await this.applications.update(payment.applicationId, { $set: set }, stillBoundFilter(payment));
    const record = marked ?? (await this.applications.get(payment.applicationId));
    // Changed (or blocked) between the check before the capture and now: the money goes back.
    if (!marked && record.status !== 'paid') return this.refundChanged(payment, record);
    const receipt = this.toReceipt(payment);
    await this.confirmation.queue(record, receipt, language ?? (record as ApplicationRecord & { language?: string }).language);
    return receipt;
  }

  /** A captured order whose application no longer matches it: refunded through PayPal, never marked paid. */
  private async refundChanged(payment: StoredPayment, record: ApplicationRecord): Promise<never> {
    const reason = record.status === 'blocked' ? undefined : (orderVoidReason(payment, record, this.quoteOrNull(record, todayIso())) ?? 'choicesChanged');
    this.logger.warn(`order ${payment._id} was captured for an application that changed meanwhile: refunding it`);
    await this.payments.move(payment._id, 'completed', 'refunded', { voidReason: reason, refund: payment.captureId ? await this.refund(payment.captureId) : undefined });
    throw new RefundingException();
  }

  /** Asks PayPal to refund a capture in full; a refusal or silence is logged for the agency to refund by hand. */
  private async refund(captureId: string): Promise<StoredRefund> {
    try {
      const refund = await this.paypal.refundCapture(captureId);
      return { id: refund.id, status: refund.status, requestedAt: new Date() };
    } catch (error) {
      this.logger.error(`refund of capture ${captureId} failed (${error instanceof Error ? error.message : String(error)}): the agency must refund it by hand`);
      return { status: 'failed', requestedAt: new Date() };
    }
  }

  /** Records a failed attempt once per order, and blocks the application on the third. */
  private async fail(payment: StoredPayment, status: 'declined' | 'mismatch', reason: string, message: string, extra: Partial<StoredPayment> = {}): Promise<never> {
    const settled = await this.payments.settle(payment._id, status, { ...extra, failureReason: reason });
    if (settled) {
      const counted = await this.applications.update(payment.applicationId, { $inc: { failedPaymentAttempts: 1 } }, { status: PAYABLE() });
      if (counted && counted.failedPaymentAttempts >= MAX_FAILED_ATTEMPTS) {
        await this.applications.update(payment.applicationId, { $set: { status: 'blocked' } }, { status: PAYABLE() });
      }
    }
    throw await this.failureAfter(payment.applicationId, message);
  }

  private async failureAfter(applicationId: string, message: string): Promise<Error> {
    const record = await this.applications.get(applicationId);
    return record.status === 'blocked' ? new ApplicationBlockedException() : new PaymentFailedException(message);
  }

  private assertPayable(record: ApplicationRecord): void {
    if (record.status === 'paid') throw new AlreadyPaidException();
    if (record.status === 'blocked') throw new ApplicationBlockedException();
  }

  private quoteOrNull(record: ApplicationRecord, today: string): FeeQuote | null {
    try {
      return amountToPay(record, today);
    } catch (error) {
      if (error instanceof FeeLookupError) return null;
      throw error;
    }
  }

  private quote(record: ApplicationRecord, today: string): FeeQuote {
    try {
      return amountToPay(record, today);
    } catch (error) {
      if (error instanceof FeeLookupError) throw new NoFeeException();
      throw error;
    }
  }

  /** A PayPal call whose timeout or unreachable host is told to the applicant and never counted as a failure. */
  private async provider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PaypalUnavailableError) {
        this.logger.warn(error.message);
        throw error.reason === 'timeout' ? new ProviderTimeoutException() : new ProviderErrorException();
      }
      if (error instanceof PaypalApiError && error.status >= 500) {
        this.logger.error(error.message);
        throw new ProviderErrorException();
      }
      throw error;
    }
  }

  private toReceipt(payment: StoredPayment): Receipt {
    return {
      orderId: payment._id,
      transactionId: payment.captureId ?? '',
      governmentFee: payment.quote.governmentFee,
      serviceFee: payment.quote.serviceFee,
      total: payment.quote.total,
      currency: payment.quote.currency,
      paidAt: (payment.completedAt ?? payment.updatedAt).toISOString(),
    };
  }
}
