import { Injectable, Logger } from '@nestjs/common';
import mongoose from 'mongoose';
import { ROUTES, firstIncompleteStep, todayIso, type ApplicationRecord, type PaymentMethod } from '@evisa/contracts';
import { FeeLookupError, amountToPay, type FeeQuote } from '@evisa/reference-data';
import { ApplicationsRepository } from '../applications/applications.repository';
import { AppConfig } from '../../platform/config/app-config';
import { returnOrigin } from '../../platform/config/site-origins';
import { PaymentConfirmationService } from './payment-confirmation.service';
import { arrivalTooSoonForPayment } from './payment-deadline';
import {
  AlreadyPaidException,
  ApplicationBlockedException,
  ArrivalTooSoonException,
  IncompleteApplicationException,
  IncompleteOrderException,
  NoFeeException,
  OrderChangedException,
  PAYMENT_MESSAGES,
  PaymentFailedException,
  PayFromLeadException,
  PaymentNotApprovedException,
  ProviderErrorException,
  ProviderTimeoutException,
  RefundingException,
  UnknownOrderException,
} from './payment-errors';
import { PAYABLE_STATUSES, choicesFingerprint, orderVoidReason, pricedChoicesOf, stillBoundFilter, travellersOf } from './order-binding';
import type { PaymentTraveller, StoredPayment, StoredQuote, StoredRefund } from './payment.schema';
import type { OrderVoidReason, Receipt, ReceiptTraveller } from '@evisa/contracts';
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

/** The order's charge: the travellers' quotes summed (in cents, so the sum is exact); one quote stays as it is. */
function summedQuote(quotes: readonly StoredQuote[]): StoredQuote {
  if (quotes.length === 1) return quotes[0];
  const cents = (field: 'governmentFee' | 'serviceFee' | 'total') => quotes.reduce((sum, quote) => sum + Math.round(quote[field] * 100), 0) / 100;
  return { governmentFee: cents('governmentFee'), serviceFee: cents('serviceFee'), total: cents('total'), currency: quotes[0].currency, scheduleVersion: quotes[0].scheduleVersion };
}

/**
 * Creates PayPal orders for the amount of the server's fee schedule, bound to the priced choices they pay for
 * (order-binding.ts); captures them only while the application still matches its order; checks what PayPal
 * captured against the order; and records the outcome: paid (once, whatever the number of replays), void (the
 * application changed, no money taken), refunded (it changed while the money was taken), or a failed attempt
 * (the third blocks the id).
 *
 * Several travellers, one order: a PayPal order made from the lead's id pays for every traveller of the
 * lead's order, for the sum of their quotes; each traveller's quote and priced choices are bound as a single
 * application's are, and a change to any of them voids the order or, once the money is taken, refunds all of it.
 * An application of no order is an order of one and pays exactly as before.
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
    const members = await this.membersPaidFrom(record);
    members.forEach((member) => this.assertPayable(member));
    if (members.some((member) => firstIncompleteStep(member.completedSteps))) {
      throw members.length > 1 ? new IncompleteOrderException() : new IncompleteApplicationException();
    }
    const today = todayIso();
    if (members.some((member) => arrivalTooSoonForPayment(member.expectedArrival, today))) throw new ArrivalTooSoonException();
    const quotes = members.map((member) => this.quote(member, today));
    const quote = summedQuote(quotes);

    // The quote shown and charged is the one in force today; the status says a payment is under way.
    for (const [index, member] of members.entries()) {
      const updated = await this.applications.update(member.uniqueId, { $set: { amountToPay: quotes[index], status: 'awaiting_payment' } }, { status: PAYABLE() });
      if (!updated) this.assertPayable(await this.applications.get(member.uniqueId));
    }

    // One open order per application: the ones made before pay for answers that may have changed since.
    await this.payments.voidOpen(applicationId, 'superseded');
    const site = returnOrigin(this.config, origin);
    const order = await this.provider(() =>
      this.paypal.createOrder({
        applicationId,
        method,
        value: money(quote.total),
        currency: quote.currency,
        description: members.length > 1 ? `India e-Visa applications of ${members.length} travellers, order of ${applicationId}` : `India e-Visa application ${applicationId}`,
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
    const travellers: PaymentTraveller[] = members.map((member, index) => {
      const choices = pricedChoicesOf(member);
      return { applicationId: member.uniqueId, quote: quotes[index], pricedChoices: choices, fingerprint: choicesFingerprint(choices) };
    });
    const { pricedChoices, fingerprint } = travellers[0];
    await this.payments.create({ _id: order.id, applicationId, method, quote, pricedChoices, fingerprint, travellers });
    return { orderID: order.id };
  }

  /**
   * The applications a payment from `record` pays for: the whole order from its lead (the lead first), the
   * application alone when it is in no order. A payment from another traveller's id is refused.
   */
  private async membersPaidFrom(record: ApplicationRecord): Promise<ApplicationRecord[]> {
    if (!record.orderLeadId) return [record];
    if (record.orderLeadId !== record.uniqueId) throw new PayFromLeadException();
    return this.applications.orderMembers(record.uniqueId);
  }

  /**
   * Why an order no longer pays for its travellers as they stand (undefined: it still does): a traveller added to
   * or removed from the order since, or any traveller's answers, price or completeness (orderVoidReason).
   */
  private async voidReasonFor(payment: StoredPayment, lead: ApplicationRecord): Promise<OrderVoidReason | undefined> {
    const travellers = travellersOf(payment);
    const members = travellers.length > 1 || lead.orderLeadId ? await this.membersPaidFrom(lead) : [lead];
    const paidFor = new Set(travellers.map((traveller) => traveller.applicationId));
    if (members.length !== paidFor.size || members.some((member) => !paidFor.has(member.uniqueId))) return 'superseded';
    const today = todayIso();
    for (const traveller of travellers) {
      const member = members.find((candidate) => candidate.uniqueId === traveller.applicationId)!;
      const reason = orderVoidReason(traveller, member, this.quoteOrNull(member, today));
      if (reason) return reason;
    }
    return undefined;
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
    // Before any money moves: an order for other answers, another price, an incomplete application or another set
    // of travellers is void.
    const reason = await this.voidReasonFor(payment, record);
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

  /**
   * An order whose capture PayPal reported pending (a payment PayPal is still clearing): settled from what PayPal
   * says of it now, as a capture's answer is: completed (the application paid), declined, or still pending.
   */
  async settlePending(orderId: string): Promise<void> {
    const payment = await this.payments.find(orderId);
    if (payment?.status !== 'pending') return;
    await this.verify(payment, await this.provider(() => this.paypal.getOrder(orderId)));
  }

  /** The receipt of a paid application, or null: the whole order's for the order's lead, a traveller's own for a traveller. */
  async receiptFor(applicationId: string): Promise<Receipt | null> {
    const payment = await this.payments.completedFor(applicationId);
    return payment ? this.toReceipt(payment, applicationId) : null;
  }

  private async verify(payment: StoredPayment, order: PaypalOrder, language?: string): Promise<Receipt> {
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    if (capture?.status === 'PENDING') {
      await this.payments.move(payment._id, payment.status, 'pending', { captureId: capture.id });
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
      (await this.payments.move(payment._id, payment.status, 'completed', {
        captureId: capture.id,
        capturedAmount: { value: captured.value, currency: captured.currency },
        completedAt: new Date(),
      })) ?? (await this.payments.find(payment._id));
    if (settled?.status !== 'completed') throw await this.failureAfter(payment.applicationId, PAYMENT_MESSAGES.declined);
    return this.finish(settled, language);
  }

  /**
   * Marks every traveller of the order paid, each under its own stillBoundFilter (in the same atomic update as the
   * paid status), and queues the confirmations. Idempotent: replays and the loser of a doubled capture run it again
   * and change nothing. If any traveller no longer matches the order at that moment (changed, blocked or removed
   * between the check before the capture and now), the travellers this call marked are set back to unpaid and the
   * whole capture is refunded: the money is never kept for an order that is not paid in full.
   */
  private async finish(payment: StoredPayment, language?: string): Promise<Receipt> {
    const paidAt = payment.completedAt ?? new Date();
    const grouped = Boolean(payment.travellers && payment.travellers.length > 1);
    const marked: string[] = [];
    const records: ApplicationRecord[] = [];
    for (const traveller of travellersOf(payment)) {
      const set: Record<string, unknown> = { status: 'paid', paidAt, amountToPay: traveller.quote };
      // The capture's language is the payer's: it is the lead's; every other traveller keeps their own.
      if (language && traveller.applicationId === payment.applicationId) set.language = language;
      const guard = { ...stillBoundFilter(traveller), ...(grouped ? { orderLeadId: payment.applicationId } : {}) };
      const done = await this.applications.update(traveller.applicationId, { $set: set }, guard);
      if (done) marked.push(traveller.applicationId);
      const record = done ?? (await this.applications.find(traveller.applicationId));
      if (!record || record.status !== 'paid') {
        await this.unmark(marked, paidAt);
        return this.refundChanged(payment, traveller, record);
      }
      records.push(record);
    }
    const receipt = this.receiptOf(payment, records, payment.applicationId);
    const lead = records[0];
    await this.confirmation.queue(lead, receipt, language ?? (lead as ApplicationRecord & { language?: string }).language);
    for (const record of records.slice(1)) {
      const own = this.receiptOf(payment, records, record.uniqueId);
      await this.confirmation.queueForTraveller(record, lead, own, (record as ApplicationRecord & { language?: string }).language);
    }
    return receipt;
  }

  /** Sets travellers this capture marked paid back to unpaid (only while they still carry this capture's paid time). */
  private async unmark(ids: readonly string[], paidAt: Date): Promise<void> {
    for (const id of ids) {
      await this.applications.update(id, { $set: { status: 'awaiting_payment' }, $unset: { paidAt: 1 } }, { status: 'paid', paidAt });
    }
  }

  /** A captured order one of whose travellers no longer matches it: the whole capture is refunded through PayPal, nobody is marked paid. */
  private async refundChanged(payment: StoredPayment, traveller: PaymentTraveller, record: ApplicationRecord | null): Promise<never> {
    const reason = !record ? 'superseded' : record.status === 'blocked' ? undefined : (orderVoidReason(traveller, record, this.quoteOrNull(record, todayIso())) ?? 'choicesChanged');
    this.logger.warn(`order ${payment._id} was captured for an application that changed meanwhile: refunding it`);
    await this.payments.move(payment._id, 'completed', 'refunded', { voidReason: reason, refund: payment.captureId ? await this.refund(payment.captureId) : undefined });
    throw new RefundingException();
  }

  /**
   * An order PayPal captured (the applicant's capture call reached PayPal, its answer never reached this server) for
   * an application that can no longer be paid with it, paid by another order or blocked since: the money goes back
   * in full and the order is recorded refunded. Repeated calls ask PayPal for the same refund.
   */
  async refundUnpayable(orderId: string, order: PaypalOrder): Promise<void> {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture?.id || capture.status !== 'COMPLETED') return;
    this.logger.warn(`order ${orderId} was captured for an application that can no longer be paid with it: refunding it`);
    const capturedAmount = { value: String(capture.amount?.value), currency: String(capture.amount?.currency_code) };
    await this.payments.move(orderId, 'created', 'refunded', { voidReason: 'superseded', captureId: capture.id, capturedAmount, refund: await this.refund(capture.id) });
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
    const settled = await this.payments.move(payment._id, payment.status, status, { ...extra, failureReason: reason });
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

  private async toReceipt(payment: StoredPayment, viewer: string): Promise<Receipt> {
    const records = await Promise.all(travellersOf(payment).map((traveller) => this.applications.find(traveller.applicationId)));
    return this.receiptOf(payment, records, viewer);
  }

  /**
   * The receipt as `viewer` sees it: the order's lead (or an application of no order) gets every traveller and the
   * sums; another traveller only their own line and fee, so no traveller reads another's details.
   */
  private receiptOf(payment: StoredPayment, records: readonly (ApplicationRecord | null)[], viewer: string): Receipt {
    const lines: ReceiptTraveller[] = travellersOf(payment).map((traveller) => {
      const record = records.find((candidate) => candidate?.uniqueId === traveller.applicationId);
      return {
        uniqueId: traveller.applicationId,
        givenName: record?.givenName ?? '',
        surname: record?.surname ?? '',
        governmentFee: traveller.quote.governmentFee,
        serviceFee: traveller.quote.serviceFee,
        total: traveller.quote.total,
      };
    });
    const own = viewer === payment.applicationId ? null : lines.find((line) => line.uniqueId === viewer);
    const amounts = own ?? payment.quote;
    return {
      orderId: payment._id,
      transactionId: payment.captureId ?? '',
      governmentFee: amounts.governmentFee,
      serviceFee: amounts.serviceFee,
      total: amounts.total,
      currency: payment.quote.currency,
      paidAt: (payment.completedAt ?? payment.updatedAt).toISOString(),
      travellers: own ? [own] : lines,
    };
  }
}
