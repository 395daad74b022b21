import { Injectable } from '@nestjs/common';
import { firstIncompleteStep, todayIso, type ApplicationRecord, type ApplicationStep } from '@evisa/contracts';
import { FeeLookupError, amountToPay, type FeeQuote } from '@evisa/reference-data';
import { ApplicationsRepository } from '../applications/applications.repository';
import { MIN_DAYS_BEFORE_ARRIVAL, arrivalTooSoonForPayment } from './payment-deadline';
import { MAX_FAILED_ATTEMPTS, PaymentsService } from './payments.service';
import type { Receipt } from './receipt';

/** Everything the payment and confirmation pages need to know about an application's payment. */
export type PaymentSummary = {
  uniqueId: string;
  status: ApplicationRecord['status'];
  applicationType: ApplicationRecord['applicationType'];
  portOfArrival: string;
  visaService: string;
  serviceSubCategory: string;
  expectedArrival: string;
  email: string;
  givenName: string;
  surname: string;
  /** The fee in force today (or the quote already charged); null when no fee applies to the answers. */
  amountToPay: FeeQuote | null;
  completedSteps: ApplicationStep[];
  nextStep: ApplicationStep | null;
  /** Spec 2.14: the journey must be at least this many days away when paying. */
  minDaysBeforeArrival: number;
  arrivalTooSoon: boolean;
  failedPaymentAttempts: number;
  attemptsLeft: number;
  receipt: Receipt | null;
};

@Injectable()
export class PaymentSummaryService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly payments: PaymentsService,
  ) {}

  async summarise(applicationId: string): Promise<PaymentSummary> {
    const record = await this.applications.get(applicationId);
    const today = todayIso();
    const failed = record.failedPaymentAttempts ?? 0;
    return {
      uniqueId: record.uniqueId,
      status: record.status,
      applicationType: record.applicationType,
      portOfArrival: record.portOfArrival,
      visaService: record.visaService,
      serviceSubCategory: record.serviceSubCategory,
      expectedArrival: record.expectedArrival,
      email: record.email,
      givenName: record.givenName,
      surname: record.surname,
      amountToPay: record.status === 'paid' ? (record.amountToPay ?? null) : this.quote(record, today),
      completedSteps: record.completedSteps,
      nextStep: firstIncompleteStep(record.completedSteps) ?? null,
      minDaysBeforeArrival: MIN_DAYS_BEFORE_ARRIVAL,
      arrivalTooSoon: record.status !== 'paid' && arrivalTooSoonForPayment(record.expectedArrival, today),
      failedPaymentAttempts: failed,
      attemptsLeft: Math.max(0, MAX_FAILED_ATTEMPTS - failed),
      receipt: record.status === 'paid' ? await this.payments.receiptFor(applicationId) : null,
    };
  }

  private quote(record: ApplicationRecord, today: string): FeeQuote | null {
    try {
      return amountToPay(record, today);
    } catch (error) {
      if (error instanceof FeeLookupError) return null;
      throw error;
    }
  }
}
