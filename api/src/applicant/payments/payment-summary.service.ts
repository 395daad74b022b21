import { Injectable } from '@nestjs/common';
import { firstIncompleteStep, todayIso, type ApplicationRecord, type PaymentSummary } from '@evisa/contracts';
import { FeeLookupError, amountToPay, type FeeQuote } from '@evisa/reference-data';
import { ApplicationsRepository } from '../applications/applications.repository';
import { ApplicationStageService } from '../../desk/review/application-stage.service';
import { MIN_DAYS_BEFORE_ARRIVAL, arrivalTooSoonForPayment } from './payment-deadline';
import { MAX_FAILED_ATTEMPTS, PaymentsService } from './payments.service';
import { orderView } from './order-view';

@Injectable()
export class PaymentSummaryService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly payments: PaymentsService,
    private readonly stages: ApplicationStageService,
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
      stage: await this.stages.stageOf(record),
      order: record.orderLeadId === record.uniqueId ? orderView(record.uniqueId, await this.applications.orderMembers(record.uniqueId), today) : null,
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
