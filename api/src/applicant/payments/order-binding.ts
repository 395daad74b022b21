import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { APPLICATION_STEPS, firstIncompleteStep, type ApplicationRecord, type OrderVoidReason, type PricedChoices } from '@evisa/contracts';
import type { FeeQuote } from '@evisa/reference-data';
import type { PaymentTraveller, StoredPayment } from './payment.schema';

/** Statuses in which an application may still be paid. */
export const PAYABLE_STATUSES = ['draft', 'awaiting_payment'] as const;

const orNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The answers that decide the price (amountToPay's inputs), as stored on the application. */
export function pricedChoicesOf(record: Partial<ApplicationRecord>): PricedChoices {
  return {
    visaService: orNull(record.visaService),
    serviceSubCategory: orNull(record.serviceSubCategory),
    applicationType: orNull(record.applicationType),
    nationality: orNull(record.nationality),
  };
}

/** A stable digest of the priced choices: equal exactly when every choice is. */
export function choicesFingerprint(choices: PricedChoices): string {
  const canonical = JSON.stringify([choices.visaService, choices.serviceSubCategory, choices.applicationType, choices.nationality]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Why an order no longer pays for its application as it stands (undefined: it still does). The order is bound to
 * the amount, currency and fee schedule version of its quote and to the fingerprint of the priced choices; the
 * application must also be complete. `currentQuote` is the fee of the schedule in force today (null: none applies).
 */
export function orderVoidReason(payment: Pick<StoredPayment, 'quote' | 'fingerprint'>, record: ApplicationRecord, currentQuote: FeeQuote | null): OrderVoidReason | undefined {
  if (firstIncompleteStep(record.completedSteps ?? [])) return 'incomplete';
  if (choicesFingerprint(pricedChoicesOf(record)) !== payment.fingerprint) return 'choicesChanged';
  const samePrice =
    !!currentQuote &&
    currentQuote.total === payment.quote.total &&
    currentQuote.currency === payment.quote.currency &&
    currentQuote.scheduleVersion === payment.quote.scheduleVersion;
  return samePrice ? undefined : 'priceChanged';
}

/**
 * The filter under which marking an application paid is still right: payable, every step complete and the priced
 * choices those of the order. Applied in the same atomic update as the paid status, so a step saved between the
 * capture and that update makes it match nothing (and the money is refunded) instead of paying for the new answers.
 */
export function stillBoundFilter(payment: Pick<StoredPayment, 'pricedChoices'>): Record<string, unknown> {
  // An unanswered choice is absent or empty on the application (pricedChoicesOf reads both as null).
  const same = (value: string | null) => (value === null ? mongoose.trusted({ $in: [null, ''] }) : value);
  const { visaService, serviceSubCategory, applicationType, nationality } = payment.pricedChoices;
  return {
    status: mongoose.trusted({ $in: [...PAYABLE_STATUSES] }),
    completedSteps: mongoose.trusted({ $all: [...APPLICATION_STEPS] }),
    visaService: same(visaService),
    serviceSubCategory: same(serviceSubCategory),
    applicationType: same(applicationType),
    nationality: same(nationality),
  };
}

/** The travellers an order pays for: its `travellers`, or its one application for an order made before an order could hold several. */
export function travellersOf(payment: Pick<StoredPayment, 'applicationId' | 'quote' | 'pricedChoices' | 'fingerprint' | 'travellers'>): PaymentTraveller[] {
  if (payment.travellers?.length) return payment.travellers;
  return [{ applicationId: payment.applicationId, quote: payment.quote, pricedChoices: payment.pricedChoices, fingerprint: payment.fingerprint }];
}
