import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { HistoryEvent } from '@evisa/contracts';
import type { StoredEmail } from '../../platform/notifications/email.schema';
import type { StoredPayment } from '../../applicant/payments/payment.schema';
import { AuditService } from '../audit/audit.service';
import { StaffAccountsService } from '../staff-auth/staff-accounts.service';
import { auditEvent, type StaffNames } from './audit-events';

type MailFields = Pick<StoredEmail, 'subject' | 'to' | 'status' | 'lastError' | 'sentAt' | 'createdAt'>;
type PaymentFields = Pick<StoredPayment, 'applicationId' | 'status' | 'method' | 'travellers' | 'capturedAmount' | 'completedAt' | 'refund' | 'updatedAt'>;

const SITE = { kind: 'site' } as const;
const PAYMENT_FIELDS = { applicationId: 1, status: 1, method: 1, travellers: 1, capturedAmount: 1, completedAt: 1, refund: 1, updatedAt: 1 } as const;

/**
 * One history per case: the audit trail (moves, notes, checklist, corrections, refunds), the e-mails the outbox
 * sent or is still trying to send the applicant, and the payment's capture (and the automatic refund of an order
 * captured for an application that changed meanwhile), in order; people by name.
 */
@Injectable()
export class CaseHistoryService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly audit: AuditService,
    private readonly accounts: StaffAccountsService,
  ) {}

  async names(): Promise<StaffNames> {
    return new Map((await this.accounts.list()).map((account) => [account.id, account.name]));
  }

  async forApplication(applicationId: string, withAddresses: boolean): Promise<HistoryEvent[]> {
    const [entries, names, mails, payments] = await Promise.all([
      this.audit.forApplication(applicationId),
      this.names(),
      this.connection.collection<MailFields>('emails').find({ applicationId }, { projection: { subject: 1, to: 1, status: 1, lastError: 1, sentAt: 1, createdAt: 1 } }).toArray(),
      this.connection
        .collection<PaymentFields>('payments')
        .find({ $or: [{ applicationId }, { 'travellers.applicationId': applicationId }], completedAt: { $exists: true } }, { projection: PAYMENT_FIELDS })
        .toArray(),
    ]);
    const events = [
      ...entries.map((entry) => auditEvent(entry, names)),
      ...mails.map((mail) => mailEvent(mail)),
      ...payments.flatMap((payment) => paymentEvents(payment, applicationId)),
    ];
    if (!withAddresses) for (const event of events) delete event.address;
    // Stable: events of the same moment keep the order of their sources (the audit's own order first).
    return events.sort((a, b) => a.at.localeCompare(b.at));
  }

  /** Staff-account actions and sign-in failures, newest first. */
  async forAccounts(): Promise<HistoryEvent[]> {
    const [entries, names] = await Promise.all([this.audit.forAccounts(), this.names()]);
    return entries.map((entry) => auditEvent(entry, names));
  }
}

function mailEvent(mail: MailFields): HistoryEvent {
  const facts = { subject: mail.subject, email: mail.to };
  if (mail.status === 'sent') return { at: new Date(mail.sentAt ?? mail.createdAt).toISOString(), kind: 'email.delivered', actor: SITE, facts };
  const kind = mail.lastError ? 'email.failed' : 'email.queued';
  return { at: new Date(mail.createdAt).toISOString(), kind, actor: SITE, facts: mail.lastError ? { ...facts, error: mail.lastError } : facts };
}

/** The capture (this traveller's share of an order of several) and an automatic refund of the whole capture. */
function paymentEvents(payment: PaymentFields, applicationId: string): HistoryEvent[] {
  const share = payment.travellers?.find((traveller) => traveller.applicationId === applicationId);
  const currency = payment.capturedAmount?.currency ?? 'USD';
  const amount = share ? share.quote.total.toFixed(2) : (payment.capturedAmount?.value ?? '');
  const events: HistoryEvent[] = [
    { at: new Date(payment.completedAt!).toISOString(), kind: 'payment.captured', actor: { kind: 'applicant' }, facts: { amount, currency, method: payment.method ?? 'paypal' } },
  ];
  if (payment.status === 'refunded' && payment.refund?.id) {
    events.push({ at: new Date(payment.refund.requestedAt ?? payment.updatedAt).toISOString(), kind: 'payment.refundedAutomatically', actor: SITE, facts: { amount: payment.capturedAmount?.value ?? '', currency, full: true } });
  }
  return events;
}
