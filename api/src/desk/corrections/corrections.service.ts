import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  CORRECTABLE_DOCUMENTS,
  CORRECTION_EXTEND_MAX_DAYS,
  CORRECTION_MESSAGE_MAX_LENGTH,
  fieldsOpenedWith,
  correctableStepOf,
  isPricedField,
  ROUTES,
  type ApplicationRecord,
  type CorrectionRequest,
  type CorrectionRound,
  type StaffAccount,
} from '@evisa/contracts';
import { ApplicationsRepository } from '../../applicant/applications/applications.repository';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { AppConfig } from '../../platform/config/app-config';
import { EmailOutboxService } from '../../platform/notifications/email-outbox.service';
import { renderCorrectionRequest } from '../../platform/notifications/templates/email-templates';
import { ReviewStatesService } from '../review/review-states.service';
import { StaffException } from '../staff-auth/staff-errors';
import { correctionLinkSecret, signCorrectionLink } from './correction-link';
import { correctionChanges } from './correction-changes';
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
  return { fields: fieldsOpenedWith(fields), documents, message };
}

const DAY = 86_400_000;

/**
 * The desk's side of corrections: the reviewer holding an application asks for some answers and
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
    private readonly audit: AuditService,
  ) {}

  async request(applicationId: string, body: CorrectionRequest, actor: StaffActor): Promise<CorrectionRound> {
    const id = await this.states.paidId(applicationId);
    const items = checkedItems(body);
    const review = await this.states.current(id);
    if (review?.state === 'in_review' && review.claimedBy?.id !== actor.staff.id) throw new StaffException(HttpStatus.FORBIDDEN, 'notClaimedBySelf');
    const record = await this.applications.get(id);
    const round = (await this.corrections.countDocuments({ applicationId: id })) + 1;
    const requestedAt = new Date();
    const linkExpiresAt = new Date(requestedAt.getTime() + this.config.CORRECTION_LINK_DAYS * DAY);
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
      withdrawnAt: null,
      resent: 0,
    });
    await this.applications.update(id, { $set: { openForCorrection: [...items.fields, ...items.documents] } }, { status: 'paid' });
    await this.mail(record, stored.toObject() as StoredCorrection);
    return toRound(stored.toObject() as StoredCorrection);
  }

  /**
   * Takes the open request back: the application returns to the reviewer who asked, the applicant's link and opened
   * items close, and anything they changed meanwhile is kept and listed on the round.
   */
  async withdraw(applicationId: string, actor: StaffActor): Promise<CorrectionRound> {
    const { id, round } = await this.openRound(applicationId, actor);
    const record = await this.applications.get(id);
    const { changed, values } = correctionChanges(record, round);
    await this.states.move(id, 'in_review', actor, 'review.correctionWithdrawn', { set: { claimedBy: round.requestedBy }, details: { round: round.round, changed } });
    await this.corrections.updateOne({ _id: round._id }, { $set: { withdrawnAt: new Date(), changed, values } });
    await this.applications.update(id, { $unset: { openForCorrection: 1 } }, { status: 'paid' });
    return this.round(round._id);
  }

  /** Sends the request's e-mail again, with a link until the same time; an expired link must be extended instead. */
  async resend(applicationId: string, actor: StaffActor): Promise<CorrectionRound> {
    const { id, round } = await this.openRound(applicationId, actor);
    if (round.linkExpiresAt.getTime() <= Date.now()) throw new StaffException(HttpStatus.CONFLICT, 'correctionLinkExpiredExtend');
    const resent = (round.resent ?? 0) + 1;
    await this.corrections.updateOne({ _id: round._id }, { $set: { resent } });
    await this.mail(await this.applications.get(id), { ...round, resent });
    await this.audit.record(actor, 'review.correctionResent', id, { round: round.round });
    return this.round(round._id);
  }

  /** Gives the link `days` more days (from its expiry, or from now once expired) and sends the e-mail with the new link. */
  async extend(applicationId: string, days: number, actor: StaffActor): Promise<CorrectionRound> {
    if (!Number.isInteger(days) || days < 1 || days > CORRECTION_EXTEND_MAX_DAYS) {
      throw new StaffException(HttpStatus.BAD_REQUEST, 'correctionExtendDaysInvalid', { max: String(CORRECTION_EXTEND_MAX_DAYS) });
    }
    const { id, round } = await this.openRound(applicationId, actor);
    const linkExpiresAt = new Date(Math.max(round.linkExpiresAt.getTime(), Date.now()) + days * DAY);
    const resent = (round.resent ?? 0) + 1;
    await this.corrections.updateOne({ _id: round._id }, { $set: { linkExpiresAt, resent } });
    await this.mail(await this.applications.get(id), { ...round, linkExpiresAt, resent });
    await this.audit.record(actor, 'review.correctionExtended', id, { round: round.round, linkExpiresAt: linkExpiresAt.toISOString() });
    return this.round(round._id);
  }

  /** The round waiting for the applicant, for the reviewer who asked for it or an admin. */
  private async openRound(applicationId: string, actor: StaffActor): Promise<{ id: string; round: StoredCorrection }> {
    const id = await this.states.paidId(applicationId);
    const round = await this.corrections.findOne({ applicationId: id, resubmittedAt: null, withdrawnAt: null }).sort({ round: -1 }).lean<StoredCorrection>();
    if (!round || (await this.states.current(id))?.state !== 'changes_requested') throw new StaffException(HttpStatus.CONFLICT, 'correctionNotOpen');
    if (round.requestedBy.id !== actor.staff.id && actor.staff.role !== 'admin') throw new StaffException(HttpStatus.FORBIDDEN, 'notClaimedBySelf');
    return { id, round };
  }

  private async round(key: string): Promise<CorrectionRound> {
    return toRound((await this.corrections.findById(key).lean<StoredCorrection>())!);
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
    // Each sending has its own key: the outbox sends a key once.
    const key = round.resent ? `correction-request:${round._id}:${round.resent}` : `correction-request:${round._id}`;
    await this.outbox.enqueueRendered(key, 'correctionRequest', rendered, { applicationId: record.uniqueId, to: record.email });
  }
}
