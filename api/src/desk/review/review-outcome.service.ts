import { HttpStatus, Injectable } from '@nestjs/common';
import { checklistFor, GOVERNMENT_REFERENCE_PATTERN, governmentReferenceKey, REFUSAL_REASON_MAX_LENGTH, ROUTES, type StaffAccount } from '@evisa/contracts';
import type { AuditActor } from '../audit/audit.service';
import { ApplicationsRepository } from '../../applicant/applications/applications.repository';
import { AppConfig } from '../../platform/config/app-config';
import { FileStorageService } from '../../platform/files/file-storage.service';
import { EmailOutboxService } from '../../platform/notifications/email-outbox.service';
import { renderVisaGranted, renderVisaRefused } from '../../platform/notifications/templates/email-templates';
import { eVisaFileName } from '../../platform/notifications/templates/visa-granted';
import type { VisaResultFacts } from '../../platform/notifications/templates/visa-result.facts';
import { StaffException } from '../staff-auth/staff-errors';
import { requireClaim } from './claim-rules';
import { checkEvisaPdf } from './evisa-pdf';
import { ReviewStatesService } from './review-states.service';

type StaffActor = AuditActor & { staff: StaffAccount };

/**
 * The application submitted to the government (with its reference), then the government's
 * answer: granted with the e-Visa PDF, sent to the applicant attached, or refused with the reason. Every move is
 * along REVIEW_TRANSITIONS, compare-and-set, and audited (ReviewStatesService.move).
 */
@Injectable()
export class ReviewOutcomeService {
  constructor(
    private readonly states: ReviewStatesService,
    private readonly applications: ApplicationsRepository,
    private readonly storage: FileStorageService,
    private readonly outbox: EmailOutboxService,
    private readonly config: AppConfig,
  ) {}

  /** in review -> submitted, by the reviewer who claimed it, once every item of the checklist is ticked. */
  async submit(applicationId: string, governmentReference: unknown, actor: StaffActor): Promise<void> {
    const id = await this.states.paidId(applicationId);
    const reference = typeof governmentReference === 'string' ? governmentReference.trim() : '';
    if (!GOVERNMENT_REFERENCE_PATTERN.test(reference)) throw new StaffException(HttpStatus.BAD_REQUEST, 'governmentReferenceInvalid');
    const review = await this.current(id, 'submitted');
    requireClaim(review, actor.staff, { states: ['in_review'] });
    const record = await this.applications.get(id);
    if (checklistFor(record.visaService).some((item) => !review?.checklist?.[item])) throw new StaffException(HttpStatus.CONFLICT, 'checklistIncomplete');
    // One government reference names one application: a second use is a typing or copying mistake.
    await this.refuseUsedReference(reference, id);
    const submission = { governmentReference: reference, referenceKey: governmentReferenceKey(reference), at: new Date(), by: { id: actor.staff.id, name: actor.staff.name } };
    try {
      await this.states.move(id, 'submitted', actor, 'review.submitted', { set: { submission }, details: { governmentReference: reference } });
    } catch (error) {
      // Another submission with this reference won the race: the unique index refused this one.
      await this.refuseUsedReference(reference, id);
      throw error;
    }
  }

  private async refuseUsedReference(reference: string, id: string): Promise<void> {
    const holder = await this.states.holderOfReference(reference, id);
    if (holder) throw new StaffException(HttpStatus.CONFLICT, 'governmentReferenceUsed', { applicationId: holder });
  }

  /**
   * submitted -> granted with the e-Visa, by the claimant or an admin. The PDF is checked by content and its
   * checked copy stored before the move; a refused move removes it again. The applicant's mail carries it, once per application.
   */
  async grant(applicationId: string, file: { buffer?: Buffer } | undefined, actor: StaffActor): Promise<void> {
    const id = await this.states.paidId(applicationId);
    requireClaim(await this.current(id, 'granted'), actor.staff, { states: ['submitted'], adminToo: true });
    const check = await checkEvisaPdf(file?.buffer);
    if (!check.ok) throw new StaffException(HttpStatus.BAD_REQUEST, check.error, check.values);
    const { bytes } = check;
    const name = await this.storage.store(bytes, { applicationId: id, kind: 'eVisa', contentType: 'application/pdf' });
    const result = { outcome: 'granted' as const, at: new Date(), by: { id: actor.staff.id, name: actor.staff.name }, eVisa: name };
    let moved;
    try {
      moved = await this.states.move(id, 'granted', actor, 'review.granted', { set: { result }, details: { eVisa: { name, size: bytes.length } } });
    } catch (error) {
      await this.storage.remove(name).catch(() => undefined);
      throw error;
    }
    const record = await this.applications.get(id);
    const rendered = renderVisaGranted(this.languageOf(record), this.facts(record, moved.submission?.governmentReference));
    await this.outbox.enqueueRendered(`visa-granted:${id}`, 'visaGranted', rendered, {
      applicationId: id,
      to: record.email,
      attachments: [{ storedName: name, filename: eVisaFileName(id), contentType: 'application/pdf' }],
    });
  }

  /** submitted -> refused with the government's reason, by the claimant or an admin; the applicant is told by e-mail. */
  async refuse(applicationId: string, reason: unknown, actor: StaffActor): Promise<void> {
    const id = await this.states.paidId(applicationId);
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (!text) throw new StaffException(HttpStatus.BAD_REQUEST, 'refusalReasonRequired');
    if (text.length > REFUSAL_REASON_MAX_LENGTH) throw new StaffException(HttpStatus.BAD_REQUEST, 'refusalReasonTooLong', { max: String(REFUSAL_REASON_MAX_LENGTH) });
    requireClaim(await this.current(id, 'refused'), actor.staff, { states: ['submitted'], adminToo: true });
    const result = { outcome: 'refused' as const, at: new Date(), by: { id: actor.staff.id, name: actor.staff.name }, reason: text };
    const moved = await this.states.move(id, 'refused', actor, 'review.refused', { set: { result }, details: { reason: text } });
    const record = await this.applications.get(id);
    const rendered = renderVisaRefused(this.languageOf(record), { ...this.facts(record, moved.submission?.governmentReference), reason: text });
    await this.outbox.enqueueRendered(`visa-refused:${id}`, 'visaRefused', rendered, { applicationId: id, to: record.email });
  }

  /**
   * The review as it stands, refusing first a move out of order (409 in the words of REVIEW_TRANSITIONS), so a
   * granted application asked to be granted again hears that, not that it needs a claim.
   */
  private async current(id: string, to: 'submitted' | 'granted' | 'refused') {
    const review = await this.states.current(id);
    this.states.assertCanMove(review?.state, to);
    return review;
  }

  private languageOf(record: object): string | undefined {
    return (record as { language?: string }).language;
  }

  private facts(record: { uniqueId: string; givenName?: string; surname?: string }, governmentReference: string | undefined): VisaResultFacts {
    const site = this.config.SITE_URL.replace(/\/$/, '');
    return {
      applicantName: `${record.givenName ?? ''} ${record.surname ?? ''}`.trim(),
      applicationId: record.uniqueId,
      governmentReference: governmentReference ?? '',
      statusUrl: `${site}${ROUTES.status}`,
      contactUrl: `${site}${ROUTES.contact}`,
    };
  }
}
