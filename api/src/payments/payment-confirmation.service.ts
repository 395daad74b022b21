import { Injectable } from '@nestjs/common';
import type { ApplicationRecord } from '@evisa/contracts';
import { APPLICATION_TYPES } from '@evisa/reference-data';
import { AppConfig } from '../config/app-config';
import { EmailOutboxService } from '../notifications/email-outbox.service';
import { renderPaymentConfirmation } from '../notifications/templates/email-templates';
import type { Receipt } from '@evisa/contracts';

/** Queues the confirmation e-mail of a captured payment: once per order, in the applicant's language. */
@Injectable()
export class PaymentConfirmationService {
  constructor(
    private readonly outbox: EmailOutboxService,
    private readonly config: AppConfig,
  ) {}

  async queue(record: ApplicationRecord, receipt: Receipt, language: string | undefined): Promise<void> {
    const site = this.config.SITE_URL.replace(/\/$/, '');
    const type = APPLICATION_TYPES.find((candidate) => candidate.value === record.applicationType) ?? APPLICATION_TYPES[0];
    const rendered = renderPaymentConfirmation(language, {
      applicantName: `${record.givenName} ${record.surname}`.trim(),
      applicationId: record.uniqueId,
      visaService: record.visaService,
      serviceSubCategory: record.serviceSubCategory,
      applicationType: type.value,
      processingTime: type.processingTime,
      governmentFee: receipt.governmentFee,
      serviceFee: receipt.serviceFee,
      total: receipt.total,
      currency: receipt.currency,
      paidAt: receipt.paidAt,
      transactionId: receipt.transactionId,
      orderId: receipt.orderId,
      confirmationUrl: `${site}/Payment/${encodeURIComponent(record.uniqueId)}/confirmation`,
      statusUrl: `${site}/status`,
    });
    await this.outbox.enqueueRendered(`payment-confirmation:${receipt.orderId}`, 'paymentConfirmation', rendered, { applicationId: record.uniqueId, to: record.email });
  }
}
