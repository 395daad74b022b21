import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { checklistFor, FIRST_REVIEW_STATE, REVIEW_NOTE_MAX_LENGTH, type ChecklistItemKey, type StaffAccount } from '@evisa/contracts';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { StaffException } from '../staff-auth/staff-errors';
import { requireClaim } from './claim-rules';
import { PaidApplications } from './paid-applications';
import { REVIEW_MODEL, type StoredReview } from './review.schema';
import { ReviewStatesService } from './review-states.service';

type StaffActor = AuditActor & { staff: StaffAccount };

/** The reviewer's working record of an application: its checklist (the claimant's) and internal notes (anyone's). */
@Injectable()
export class ReviewWorkService {
  constructor(
    @InjectModel(REVIEW_MODEL) private readonly reviews: Model<StoredReview>,
    private readonly applications: PaidApplications,
    private readonly states: ReviewStatesService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Ticks or unticks one item of the application's checklist: only by the reviewer who claimed it, while it is in
   * review. The update's filter repeats that condition, so a release or a move in between refuses it.
   */
  async tick(applicationId: string, item: string, done: boolean, actor: StaffActor): Promise<void> {
    const id = await this.states.paidId(applicationId);
    const application = (await this.applications.one(id))!;
    if (!checklistFor(application.visaService).includes(item as ChecklistItemKey)) throw new StaffException(HttpStatus.BAD_REQUEST, 'checklistItemUnknown');
    requireClaim(await this.states.current(id), actor.staff, { states: ['in_review'] });
    const path = `checklist.${item}`;
    const update = done ? { $set: { [path]: { by: { id: actor.staff.id, name: actor.staff.name }, at: new Date() } } } : { $unset: { [path]: 1 } };
    const result = await this.reviews.updateOne({ _id: id, state: 'in_review', 'claimedBy.id': actor.staff.id }, update);
    if (result.matchedCount !== 1) requireClaim(await this.states.current(id), actor.staff, { states: ['in_review'] });
    await this.audit.record(actor, 'review.checklist', id, { checklist: { item, done } });
  }

  /** Appends an internal note with its author and time; any member of staff, in any state. Notes are never changed. */
  async addNote(applicationId: string, text: string, actor: StaffActor): Promise<void> {
    const id = await this.states.paidId(applicationId);
    const trimmed = text.trim();
    if (!trimmed) throw new StaffException(HttpStatus.BAD_REQUEST, 'noteRequired');
    if (trimmed.length > REVIEW_NOTE_MAX_LENGTH) throw new StaffException(HttpStatus.BAD_REQUEST, 'noteTooLong', { max: String(REVIEW_NOTE_MAX_LENGTH) });
    const note = { id: randomUUID(), text: trimmed, by: { id: actor.staff.id, name: actor.staff.name }, at: new Date() };
    const paidAt = (await this.applications.one(id))?.paidAt ?? new Date();
    // The first note of an application nobody has claimed yet writes its review record, in the state it is in.
    const insert = { state: FIRST_REVIEW_STATE, stateChangedAt: paidAt, claimedBy: null, history: [], checklist: {}, submission: null, result: null };
    try {
      await this.reviews.updateOne({ _id: id }, { $push: { notes: note }, $setOnInsert: insert }, { upsert: true });
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      await this.reviews.updateOne({ _id: id }, { $push: { notes: note } });
    }
    await this.audit.record(actor, 'review.noted', id, { note: { id: note.id, text: note.text } });
  }
}
