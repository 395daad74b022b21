import { Injectable } from '@nestjs/common';
import type { ApplicationRecord, Receipt } from '@evisa/contracts';
import { APPLICATION_TYPES } from '@evisa/reference-data';
import { AppConfig } from '../../platform/config/app-config';
import { EmailOutboxService } from '../../platform/notifications/email-outbox.service';
import { renderPaymentConfirmation } from '../../platform/notifications/templates/email-templates';
import type { PaymentConfirmationFacts } from '../../platform/notifications/templates/payment-confirmation.facts';

const sameAddress = (one: string | undefined, other: string | undefined) => (one ?? '').trim().toLowerCase() === (other ?? '').trim().toLowerCase();

/**
 * Queues the confirmation e-mails of a captured payment, once per order and recipient, each in its reader's
 * language: to the applicant (an order's lead, with every traveller and fee listed), and to each other traveller
 * of an order who gave an e-mail address of their own.
 */
@Injectable()
export class PaymentConfirmationService {
  constructor(
    private readonly outbox: EmailOutboxService,
    private readonly config: AppConfig,
  ) {}

  async queue(record: ApplicationRecord, receipt: Receipt, language: string | undefined): Promise<void> {
    await this.enqueue(`payment-confirmation:${receipt.orderId}`, record, receipt, language);
  }

  /** An order's other traveller: their own confirmation, unless their address is the lead's (the lead's mail lists them). */
  async queueForTraveller(record: ApplicationRecord, lead: ApplicationRecord, receipt: Receipt, language: string | undefined): Promise<void> {
    if (!record.email || sameAddress(record.email, lead.email)) return;
    await this.enqueue(`payment-confirmation:${receipt.orderId}:${record.uniqueId}`, record, receipt, language);
  }

  private async enqueue(id: string, record: ApplicationRecord, receipt: Receipt, language: string | undefined): Promise<void> {
    const rendered = renderPaymentConfirmation(language, this.facts(record, receipt));
    await this.outbox.enqueueRendered(id, 'paymentConfirmation', rendered, { applicationId: record.uniqueId, to: record.email });
  }

  private facts(record: ApplicationRecord, receipt: Receipt): PaymentConfirmationFacts {
    const site = this.config.SITE_URL.replace(/\/$/, '');
    const type = APPLICATION_TYPES.find((candidate) => candidate.value === record.applicationType) ?? APPLICATION_TYPES[0];
    return {
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
      travellers: receipt.travellers.map((line) => ({ name: `${line.givenName} ${line.surname}`.trim(), applicationId: line.uniqueId, total: line.total })),
    };
  }
}
