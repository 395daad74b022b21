import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { canMoveReview, FIRST_REVIEW_STATE, REFUND_REASON_MAX_LENGTH, REVIEW_STATE_LABELS, refundLimitCents, type ReviewState, type RefundRecord, type RefundRequest, type RefundSummary, type StaffAccount } from '@evisa/contracts';
import { ApplicationsRepository } from '../../applicant/applications/applications.repository';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { AppConfig } from '../../platform/config/app-config';
import { EmailOutboxService } from '../../platform/notifications/email-outbox.service';
import { renderRefundNotice } from '../../platform/notifications/templates/email-templates';
import { PaypalClient } from '../../applicant/payments/paypal.client';
import { PaypalApiError, PaypalUnavailableError } from '../../applicant/payments/paypal.types';
import { ReviewStatesService } from '../review/review-states.service';
import { StaffException } from '../staff-auth/staff-errors';
import { RefundBalance, refundable } from './refund-balance';
import { REFUND_MODEL, type StoredRefund } from './refund.schema';

type StaffActor = AuditActor & { staff: StaffAccount };

const DUPLICATE_KEY = 11000;
/** How often a repeated request looks whether its first request has PayPal's answer (PAYPAL_TIMEOUT_MS bounds that call). */
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
 * Refunds a paid application's PayPal capture, in full or in part, with a reason. The amount is
 * first reserved against what is left of the application's share and of the capture in one atomic update
 * (RefundBalance), so concurrent refunds never exceed what was paid. Recorded once per request id: the record's
 * unique id is claimed before PayPal is called, and PayPal gets a PayPal-Request-Id made from it, so neither a
 * repeated request nor a retried call refunds twice. A refund in full moves the review to refunded.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    @InjectModel(REFUND_MODEL) private readonly refunds: Model<StoredRefund>,
    private readonly balance: RefundBalance,
    private readonly config: AppConfig,
    private readonly applications: ApplicationsRepository,
    private readonly states: ReviewStatesService,
    private readonly paypal: PaypalClient,
    private readonly audit: AuditService,
    private readonly outbox: EmailOutboxService,
  ) {}

  async summary(applicationId: string): Promise<RefundSummary> {
    const id = await this.states.paidId(applicationId);
    const payment = await this.balance.of(id);
    const state = await this.stateOf(id);
    const recorded = await this.recorded(id);
    const refunded = recorded.reduce((sum, refund) => sum + refund.cents, 0);
    return {
      captured: money(payment?.shareCents ?? 0),
      refunded: money(refunded),
      remaining: money(payment ? refundable(payment, refundLimitCents(state, payment.shareCents)) : 0),
      currency: payment?.currency ?? 'USD',
      refunds: recorded.map(toRecord),
    };
  }

  async refund(applicationId: string, body: RefundRequest, actor: StaffActor): Promise<{ refund: RefundRecord; repeated: boolean }> {
    const id = await this.states.paidId(applicationId);
    const requestId = body.requestId.trim();
    if (!requestId) throw new StaffException(HttpStatus.BAD_REQUEST, 'refundRequestIdRequired');
    const key = `${id}:${requestId}`;
    if (await this.refunds.exists({ _id: key })) return { refund: await this.settled(key, actor), repeated: true };

    const reason = body.reason.trim();
    if (!reason || reason.length > REFUND_REASON_MAX_LENGTH) throw new StaffException(HttpStatus.BAD_REQUEST, 'refundReasonRequired');
    const amount = body.amount?.trim();
    if (amount !== undefined && amount !== '' && (!AMOUNT.test(amount) || toCents(amount) <= 0)) throw new StaffException(HttpStatus.BAD_REQUEST, 'refundAmountInvalid');
    const payment = await this.balance.of(id);
    if (!payment) throw new StaffException(HttpStatus.CONFLICT, 'refundNothingPaid');
    // REFUND_RULES: how much the application's state lets be refunded in all.
    const state = await this.stateOf(id);
    const limit = refundLimitCents(state, payment.shareCents);
    if (limit === 0) throw new StaffException(HttpStatus.CONFLICT, 'refundNotInState', { state: REVIEW_STATE_LABELS[state] });
    const left = refundable(payment, limit);
    const cents = amount ? toCents(amount) : left;
    if (left <= 0 || cents > left) throw this.moreThanRemaining(left, payment.currency);

    // The one atomic step that decides: another request may have taken part of what was left since it was read.
    const reserved = await this.balance.reserve(payment, id, cents, limit);
    if (!reserved) throw this.moreThanRemaining(refundable((await this.balance.of(id)) ?? payment, limit), payment.currency);
    const release = () => this.balance.release(payment.orderId, id, cents);
    // In full: this refund takes all the state allows, which closes the case (refused should the state not allow the move).
    const full = reserved.refundedCents.application === limit;
    if (full && !canMoveReview(state, 'refunded')) {
      await release();
      this.states.assertCanMove(state, 'refunded');
    }

    const pending: StoredRefund = {
      _id: key,
      applicationId: id,
      orderId: payment.orderId,
      captureId: payment.captureId,
      state: 'pending',
      cents,
      currency: payment.currency,
      reason,
      full,
      at: new Date(),
      by: { id: actor.staff.id, name: actor.staff.name },
    };
    try {
      await this.refunds.create(pending);
    } catch (error) {
      await release();
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      return { refund: await this.settled(key, actor), repeated: true };
    }
    return { refund: await this.complete(pending, actor), repeated: false };
  }

  /**
   * Asks PayPal for a pending refund and records its answer. The PayPal-Request-Id is the record's, so asking again
   * (a repeated request after PayPal did not answer) is the same refund. Only the call that moves the record from
   * pending to recorded audits it and tells the applicant, so each refund PayPal accepts is recorded, audited and
   * e-mailed exactly once.
   */
  private async complete(pending: StoredRefund, actor: StaffActor): Promise<RefundRecord> {
    const { _id: key, applicationId: id, cents, currency, full, reason } = pending;
    let paypalRefund;
    try {
      paypalRefund = await this.paypal.refundCapture(pending.captureId, {
        amount: { currency_code: currency, value: money(cents) },
        requestId: `desk-refund-${key}`,
        noteToPayer: `Refund for e-Visa application ${id}`,
      });
    } catch (error) {
      if (error instanceof PaypalUnavailableError && error.reason !== 'not configured') {
        // PayPal may have refunded without answering: the record and its reservation stay until a repeat asks again.
        this.logger.warn(`refund ${key} not confirmed: ${error.message}`);
        throw new StaffException(HttpStatus.SERVICE_UNAVAILABLE, 'refundUnconfirmed');
      }
      if ((await this.refunds.deleteOne({ _id: key, state: 'pending' })).deletedCount === 1 && pending.orderId) {
        await this.balance.release(pending.orderId, id, cents);
      }
      if (error instanceof PaypalApiError && (error.issue === 'REFUND_AMOUNT_EXCEEDED' || error.issue === 'CAPTURE_FULLY_REFUNDED')) {
        throw this.moreThanRemaining(0, currency);
      }
      if (error instanceof PaypalApiError) throw new StaffException(HttpStatus.BAD_GATEWAY, 'refundFailed', { issue: error.issue ?? error.errorName });
      throw new StaffException(HttpStatus.SERVICE_UNAVAILABLE, 'refundUnavailable');
    }
    const recorded = await this.refunds
      .findOneAndUpdate({ _id: key, state: 'pending' }, { $set: { state: 'recorded', paypalRefundId: paypalRefund.id, paypalStatus: paypalRefund.status } }, { returnDocument: 'after' })
      .lean<StoredRefund>();
    if (!recorded) return toRecord((await this.refunds.findById(key).lean<StoredRefund>())!);

    const details = { refund: { amount: money(cents), currency, full, reason, paypalRefundId: paypalRefund.id } };
    if (full) await this.closeRefunded(id, actor, details);
    else await this.audit.record(actor, 'payment.refunded', id, details);
    await this.notify(recorded);
    return toRecord(recorded);
  }

  /**
   * A refund in full moves the review to refunded (audited with the move). Should the review have moved meanwhile
   * to a state that cannot be refunded, the money is back all the same: the refund is audited on its own.
   */
  private async closeRefunded(id: string, actor: StaffActor, details: Record<string, unknown>): Promise<void> {
    try {
      await this.states.move(id, 'refunded', actor, 'payment.refunded', { set: { claimedBy: null }, details });
    } catch (error) {
      this.logger.warn(`refund in full of ${id} recorded, review not moved: ${(error as Error).message}`);
      await this.audit.record(actor, 'payment.refunded', id, details);
    }
    // A refunded application is closed: corrections asked before can no longer be made.
    await this.applications.update(id, { $unset: { openForCorrection: 1 } }, { status: 'paid' });
  }

  /**
   * A repeated request's refund, once its first request has PayPal's answer. A record still pending after PayPal's
   * time-out went unanswered: this request asks PayPal again, under the same request id.
   */
  private async settled(key: string, actor: StaffActor): Promise<RefundRecord> {
    for (;;) {
      const found = await this.refunds.findById(key).lean<StoredRefund>();
      if (!found) throw new StaffException(HttpStatus.CONFLICT, 'refundFailed', { issue: 'the first request with this id was refused' });
      if (found.state === 'recorded') return toRecord(found);
      if (Date.now() - found.at.getTime() > this.config.PAYPAL_TIMEOUT_MS + SETTLE_POLL_MS) return this.complete(found, actor);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    }
  }

  private async stateOf(id: string): Promise<ReviewState> {
    return (await this.states.current(id))?.state ?? FIRST_REVIEW_STATE;
  }

  private moreThanRemaining(remaining: number, currency: string): StaffException {
    return new StaffException(HttpStatus.CONFLICT, 'refundMoreThanRemaining', { remaining: money(Math.max(0, remaining)), currency });
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
