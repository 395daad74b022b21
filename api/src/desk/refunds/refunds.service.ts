import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { canMoveReview, FIRST_REVIEW_STATE, REFUND_REASON_MAX_LENGTH, type RefundRecord, type RefundRequest, type RefundSummary, type StaffAccount } from '@evisa/contracts';
import { ApplicationsRepository } from '../../applicant/applications/applications.repository';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { EmailOutboxService } from '../../platform/notifications/email-outbox.service';
import { renderRefundNotice } from '../../platform/notifications/templates/email-templates';
import { PaypalClient } from '../../applicant/payments/paypal.client';
import { PaypalApiError } from '../../applicant/payments/paypal.types';
import { ReviewStatesService } from '../review/review-states.service';
import { StaffException } from '../staff-auth/staff-errors';
import { REFUND_MODEL, type StoredRefund } from './refund.schema';

type StaffActor = AuditActor & { staff: StaffAccount };
type Capture = { captureId: string; cents: number; currency: string };

const DUPLICATE_KEY = 11000;
/** How long a repeated request waits for its first request's answer from PayPal (PAYPAL_TIMEOUT_MS bounds that call). */
const SETTLE_WAIT_MS = 15_000;
const SETTLE_POLL_MS = 100;
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

const toCents = (value: string) => Math.round(Number(value) * 100);
const money = (cents: number) => (cents / 100).toFixed(2);

function toRecord(stored: StoredRefund): RefundRecord {
  return {
    id: stored._id,
    applicationId: stored.applicationId,
    captureId: stored.captureId,
    paypalRefundId: stored.paypalRefundId ?? '',
    status: stored.paypalStatus ?? 'PENDING',
    amount: money(stored.cents),
    currency: stored.currency,
    reason: stored.reason,
    full: stored.full,
    at: stored.at.toISOString(),
    by: stored.by,
  };
}

/**
 * Refunds a paid application's PayPal capture, in full or in part, with a reason (issue 25 point 6). Recorded once
 * per request id: the record's unique id is claimed before PayPal is called, and PayPal gets a PayPal-Request-Id made
 * from it, so neither a repeated request nor a retried call refunds twice. A full refund moves the review to refunded.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    @InjectModel(REFUND_MODEL) private readonly refunds: Model<StoredRefund>,
    @InjectConnection() private readonly connection: Connection,
    private readonly applications: ApplicationsRepository,
    private readonly states: ReviewStatesService,
    private readonly paypal: PaypalClient,
    private readonly audit: AuditService,
    private readonly outbox: EmailOutboxService,
  ) {}

  async summary(applicationId: string): Promise<RefundSummary> {
    const id = await this.states.paidId(applicationId);
    const capture = await this.capture(id);
    const recorded = await this.recorded(id);
    const refunded = recorded.reduce((sum, refund) => sum + refund.cents, 0);
    return {
      captured: money(capture?.cents ?? 0),
      refunded: money(refunded),
      remaining: money(Math.max(0, (capture?.cents ?? 0) - refunded)),
      currency: capture?.currency ?? 'USD',
      refunds: recorded.map(toRecord),
    };
  }

  async refund(applicationId: string, body: RefundRequest, actor: StaffActor): Promise<{ refund: RefundRecord; repeated: boolean }> {
    const id = await this.states.paidId(applicationId);
    const requestId = body.requestId.trim();
    if (!requestId) throw new StaffException(HttpStatus.BAD_REQUEST, 'refundRequestIdRequired');
    const key = `${id}:${requestId}`;
    if (await this.refunds.exists({ _id: key })) return { refund: await this.settled(key), repeated: true };

    const reason = body.reason.trim();
    if (!reason || reason.length > REFUND_REASON_MAX_LENGTH) throw new StaffException(HttpStatus.BAD_REQUEST, 'refundReasonRequired');
    const amount = body.amount?.trim();
    if (amount !== undefined && amount !== '' && (!AMOUNT.test(amount) || toCents(amount) <= 0)) throw new StaffException(HttpStatus.BAD_REQUEST, 'refundAmountInvalid');
    const capture = await this.capture(id);
    if (!capture) throw new StaffException(HttpStatus.CONFLICT, 'refundNothingPaid');
    const remaining = capture.cents - (await this.recorded(id)).reduce((sum, refund) => sum + refund.cents, 0);
    const cents = amount ? toCents(amount) : remaining;
    if (remaining <= 0 || cents > remaining) throw this.moreThanRemaining(remaining, capture.currency);
    const full = cents === remaining;
    const state = (await this.states.current(id))?.state ?? FIRST_REVIEW_STATE;
    if (full && !canMoveReview(state, 'refunded')) {
      // A granted application's refund would leave it granted: refused in the states' own words.
      await this.states.move(id, 'refunded', actor, 'payment.refunded');
    }

    const pending: StoredRefund = {
      _id: key,
      applicationId: id,
      captureId: capture.captureId,
      state: 'pending',
      cents,
      currency: capture.currency,
      reason,
      full,
      at: new Date(),
      by: { id: actor.staff.id, name: actor.staff.name },
    };
    try {
      await this.refunds.create(pending);
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      return { refund: await this.settled(key), repeated: true };
    }

    let paypalRefund;
    try {
      paypalRefund = await this.paypal.refundCapture(capture.captureId, {
        amount: { currency_code: capture.currency, value: money(cents) },
        requestId: `desk-refund-${key}`,
        noteToPayer: `Refund for e-Visa application ${id}`,
      });
    } catch (error) {
      await this.refunds.deleteOne({ _id: key, state: 'pending' });
      if (error instanceof PaypalApiError && (error.issue === 'REFUND_AMOUNT_EXCEEDED' || error.issue === 'CAPTURE_FULLY_REFUNDED')) {
        throw this.moreThanRemaining(0, capture.currency);
      }
      if (error instanceof PaypalApiError) throw new StaffException(HttpStatus.BAD_GATEWAY, 'refundFailed', { issue: error.issue ?? error.errorName });
      this.logger.warn(`refund of ${id} not made: ${(error as Error).message}`);
      throw new StaffException(HttpStatus.SERVICE_UNAVAILABLE, 'refundUnavailable');
    }
    await this.refunds.updateOne({ _id: key }, { $set: { state: 'recorded', paypalRefundId: paypalRefund.id, paypalStatus: paypalRefund.status } });
    const details = { refund: { amount: money(cents), currency: capture.currency, full, reason, paypalRefundId: paypalRefund.id } };
    if (full) {
      await this.states.move(id, 'refunded', actor, 'payment.refunded', { set: { claimedBy: null }, details });
      // A refunded application is closed: corrections asked before can no longer be made.
      await this.applications.update(id, { $unset: { openForCorrection: 1 } }, { status: 'paid' });
    } else await this.audit.record(actor, 'payment.refunded', id, details);
    const stored = (await this.refunds.findById(key).lean<StoredRefund>())!;
    await this.notify(stored);
    return { refund: toRecord(stored), repeated: false };
  }

  /** A repeated request's refund, once its first request has PayPal's answer (it is being made right now, or was). */
  private async settled(key: string): Promise<RefundRecord> {
    for (let waited = 0; ; waited += SETTLE_POLL_MS) {
      const found = await this.refunds.findById(key).lean<StoredRefund>();
      if (!found) throw new StaffException(HttpStatus.CONFLICT, 'refundFailed', { issue: 'the first request with this id was refused' });
      if (found.state === 'recorded' || waited >= SETTLE_WAIT_MS) return toRecord(found);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    }
  }

  private moreThanRemaining(remaining: number, currency: string): StaffException {
    return new StaffException(HttpStatus.CONFLICT, 'refundMoreThanRemaining', { remaining: money(Math.max(0, remaining)), currency });
  }

  /**
   * The application's captured payment: the one completed order (what PayPal took, as the capture reported it).
   * For a traveller of an order of several (issue 29) it is that traveller's share of the order's capture, their
   * quote's total: refunding one traveller in full gives back their fee and leaves the others paid.
   */
  private async capture(id: string): Promise<Capture | null> {
    type PaymentDoc = {
      _id: string;
      applicationId: string;
      status: string;
      captureId?: string;
      capturedAmount?: { value: string; currency: string };
      travellers?: { applicationId: string; quote: { total: number } }[];
    };
    const payments = this.connection.collection<PaymentDoc>('payments');
    const payment = (await payments.findOne({ applicationId: id, status: 'completed' })) ?? (await payments.findOne({ 'travellers.applicationId': id, status: 'completed' }));
    if (!payment?.captureId || !payment.capturedAmount) return null;
    const share = (payment.travellers?.length ?? 0) > 1 ? payment.travellers!.find((traveller) => traveller.applicationId === id) : undefined;
    const cents = share ? Math.round(share.quote.total * 100) : toCents(payment.capturedAmount.value);
    return { captureId: payment.captureId, cents, currency: payment.capturedAmount.currency };
  }

  /** Refunds made or under way (a pending one counts: its money may be on its way back). */
  private async recorded(id: string): Promise<StoredRefund[]> {
    return this.refunds.find({ applicationId: id }).sort({ at: 1 }).lean<StoredRefund[]>();
  }

  private async notify(refund: StoredRefund): Promise<void> {
    const record = await this.applications.get(refund.applicationId);
    const rendered = renderRefundNotice((record as { language?: string }).language, {
      applicantName: `${record.givenName} ${record.surname}`.trim(),
      applicationId: record.uniqueId,
      amount: refund.cents / 100,
      currency: refund.currency,
      full: refund.full,
    });
    await this.outbox.enqueueRendered(`refund-notice:${refund._id}`, 'refundNotice', rendered, { applicationId: record.uniqueId, to: record.email });
  }
}
