import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  CORRECTABLE_DOCUMENTS,
  CORRECTION_MESSAGE_MAX_LENGTH,
  correctableStepOf,
  isPricedField,
  ROUTES,
  type ApplicationRecord,
  type CorrectionRequest,
  type CorrectionRound,
  type StaffAccount,
} from '@evisa/contracts';
import { ApplicationsRepository } from '../../applicant/applications/applications.repository';
import type { AuditActor } from '../audit/audit.service';
import { AppConfig } from '../../platform/config/app-config';
import { EmailOutboxService } from '../../platform/notifications/email-outbox.service';
import { renderCorrectionRequest } from '../../platform/notifications/templates/email-templates';
import { ReviewStatesService } from '../review/review-states.service';
import { StaffException } from '../staff-auth/staff-errors';
import { correctionLinkSecret, signCorrectionLink } from './correction-link';
import { CORRECTION_MODEL, type StoredCorrection } from '../review/correction.schema';
import { toRound } from '../review/correction-rounds';

type StaffActor = AuditActor & { staff: StaffAccount };

/** The request's items, checked: priced answers are refused by name, unknown ones too, and something must be picked. */
function checkedItems(request: CorrectionRequest): { fields: string[]; documents: string[]; message: string } {
  const fields = [...new Set(request.fields)];
  const documents = [...new Set(request.documents)];
  const priced = fields.filter(isPricedField);
  if (priced.length) throw new StaffException(HttpStatus.BAD_REQUEST, 'pricedFieldNotCorrectable', { fields: priced.join(', ') });
  const unknown = [...fields.filter((field) => !correctableStepOf(field)), ...documents.filter((document) => !CORRECTABLE_DOCUMENTS.includes(document))];
  if (unknown.length) throw new StaffException(HttpStatus.BAD_REQUEST, 'fieldNotCorrectable', { fields: unknown.join(', ') });
  if (fields.length + documents.length === 0) throw new StaffException(HttpStatus.BAD_REQUEST, 'correctionItemsRequired');
  const message = request.message.trim();
  if (!message) throw new StaffException(HttpStatus.BAD_REQUEST, 'correctionMessageRequired');
  if (message.length > CORRECTION_MESSAGE_MAX_LENGTH) throw new StaffException(HttpStatus.BAD_REQUEST, 'correctionMessageTooLong', { max: String(CORRECTION_MESSAGE_MAX_LENGTH) });
  return { fields, documents, message };
}

/**
 * The desk's side of corrections (issue 25 point 4): the reviewer holding an application asks for some answers and
 * files to be fixed; the application moves to changes_requested, those items (and only those) open for the applicant,
 * who gets an e-mail in their language with a signed link that works for CORRECTION_LINK_DAYS.
 */
@Injectable()
export class CorrectionsService {
  constructor(
    @InjectModel(CORRECTION_MODEL) private readonly corrections: Model<StoredCorrection>,
    private readonly applications: ApplicationsRepository,
    private readonly states: ReviewStatesService,
    private readonly outbox: EmailOutboxService,
    private readonly config: AppConfig,
  ) {}

  async request(applicationId: string, body: CorrectionRequest, actor: StaffActor): Promise<CorrectionRound> {
    const id = await this.states.paidId(applicationId);
    const items = checkedItems(body);
    const review = await this.states.current(id);
    if (review?.state === 'in_review' && review.claimedBy?.id !== actor.staff.id) throw new StaffException(HttpStatus.FORBIDDEN, 'notClaimedBySelf');
    const record = await this.applications.get(id);
    const round = (await this.corrections.countDocuments({ applicationId: id })) + 1;
    const requestedAt = new Date();
    const linkExpiresAt = new Date(requestedAt.getTime() + this.config.CORRECTION_LINK_DAYS * 86_400_000);
    // The move is the lock: of two requests at once, one moves the state and the other is refused before writing.
    await this.states.move(id, 'changes_requested', actor, 'review.changesRequested', {
      details: { fields: items.fields, documents: items.documents, round },
    });
    const before = Object.fromEntries([...items.fields, ...items.documents].map((item) => [item, (record as Record<string, unknown>)[item] ?? null]));
    const stored = await this.corrections.create({
      _id: `${id}#${round}`,
      applicationId: id,
      round,
      requestedAt,
      requestedBy: { id: actor.staff.id, name: actor.staff.name },
      ...items,
      linkExpiresAt,
      before,
      resubmittedAt: null,
      changed: null,
    });
    await this.applications.update(id, { $set: { openForCorrection: [...items.fields, ...items.documents] } }, { status: 'paid' });
    await this.mail(record, stored.toObject() as StoredCorrection);
    return toRound(stored.toObject() as StoredCorrection);
  }

  /** Every round of an application, oldest first, with what the applicant changed. */
  async rounds(applicationId: string): Promise<CorrectionRound[]> {
    const id = await this.states.paidId(applicationId);
    const found = await this.corrections.find({ applicationId: id }).sort({ round: 1 }).lean<StoredCorrection[]>();
    return found.map(toRound);
  }

  private async mail(record: ApplicationRecord, round: StoredCorrection): Promise<void> {
    const token = signCorrectionLink(
      { applicationId: record.uniqueId, round: round.round, expiresAt: Math.floor(round.linkExpiresAt.getTime() / 1000) },
      correctionLinkSecret(this.config),
    );
    const site = this.config.SITE_URL.replace(/\/$/, '');
    const rendered = renderCorrectionRequest((record as { language?: string }).language, {
      applicantName: `${record.givenName} ${record.surname}`.trim(),
      applicationId: record.uniqueId,
      message: round.message,
      answers: round.fields.length,
      documents: round.documents.length,
      // The token travels in the fragment: it never reaches a server log or a Referer header.
      link: `${site}${ROUTES.correction(record.uniqueId)}#${token}`,
      linkExpiresAt: round.linkExpiresAt.toISOString(),
    });
    await this.outbox.enqueueRendered(`correction-request:${round._id}`, 'correctionRequest', rendered, { applicationId: record.uniqueId, to: record.email });
  }
}
