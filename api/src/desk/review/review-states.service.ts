import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { type AuditAction, canMoveReview, FIRST_REVIEW_STATE, governmentReferenceKey, REVIEW_STATE_LABELS, type ReviewState, type StaffAccount } from '@evisa/contracts';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { StaffException } from '../staff-auth/staff-errors';
import { PaidApplications } from './paid-applications';
import { REVIEW_MODEL, type StoredReview } from './review.schema';

const DUPLICATE_KEY = 11000;

/** Who made a move that no member of staff made, in a review's history. */
export const APPLICANT = 'applicant';

/**
 * Moves a paid application from one state to another, only along REVIEW_TRANSITIONS (libs/contracts), atomically:
 * the update's filter is the state it was read in, so of two people acting at once only one succeeds. Every move is written to the review's history and to the audit trail.
 */
@Injectable()
export class ReviewStatesService {
  constructor(
    @InjectModel(REVIEW_MODEL) private readonly reviews: Model<StoredReview>,
    private readonly applications: PaidApplications,
    private readonly audit: AuditService,
  ) {}

  /** The paid application's id as stored, or 404 in the desk's words. */
  async paidId(applicationId: string): Promise<string> {
    const application = await this.applications.one(applicationId);
    if (!application) throw new StaffException(HttpStatus.NOT_FOUND, 'applicationNotInQueue');
    return application._id;
  }

  async current(id: string): Promise<StoredReview | null> {
    return this.reviews.findById(id).lean<StoredReview>();
  }

  /** The other application whose submission holds this government reference (letter case aside), if one does. */
  async holderOfReference(reference: string, exceptId: string): Promise<string | undefined> {
    const holders = await this.reviews.find({ 'submission.referenceKey': governmentReferenceKey(reference) }, { _id: 1 }).lean<{ _id: string }[]>();
    return holders.map((holder) => holder._id).find((id) => id !== exceptId);
  }

  /** Refuses a move out of order in plain words: "This application is granted; it cannot be moved to refunded." */
  refused(state: ReviewState, to: ReviewState): StaffException {
    return new StaffException(HttpStatus.CONFLICT, 'transitionNotAllowed', { from: REVIEW_STATE_LABELS[state], to: REVIEW_STATE_LABELS[to] });
  }

  /** Refuses now, in the same words as a refused move, a move that the current state does not allow. */
  assertCanMove(state: ReviewState | undefined, to: ReviewState): void {
    const from = state ?? FIRST_REVIEW_STATE;
    if (!canMoveReview(from, to)) throw this.refused(from, to);
  }

  async move(
    id: string,
    to: ReviewState,
    /** A member of staff, or the applicant (staff null: their corrections sent back) with their request. */
    actor: AuditActor & { staff: Pick<StaffAccount, 'id' | 'email' | 'role'> | null },
    action: AuditAction,
    /** `unset`: paths of the review to remove with the move (checklist ticks a correction undid). */
    changes: { set?: Partial<Pick<StoredReview, 'claimedBy' | 'submission' | 'result' | 'returned'>>; unset?: string[]; details?: Record<string, unknown> } = {},
    retried = false,
  ): Promise<StoredReview> {
    const current = await this.current(id);
    const state = current?.state ?? FIRST_REVIEW_STATE;
    if (!canMoveReview(state, to)) throw this.refused(state, to);
    const at = new Date();
    // The "corrections returned" flag lasts until the next move.
    const set = { state: to, stateChangedAt: at, returned: null, ...changes.set };
    const unset = Object.fromEntries((changes.unset ?? []).map((path) => [path, 1]));
    const entry = { from: state, to, at, by: actor.staff?.id ?? APPLICANT };
    let moved = false;
    if (current) {
      // Compare-and-set on the state and when it was set: a move made by someone else in between wins.
      const result = await this.reviews.updateOne({ _id: id, state, stateChangedAt: current.stateChangedAt }, { $set: set, ...(changes.unset?.length ? { $unset: unset } : {}), $push: { history: entry } });
      moved = result.modifiedCount === 1;
    } else {
      try {
        await this.reviews.create({ _id: id, claimedBy: null, ...set, history: [entry] });
        moved = true;
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
        // The record was written meanwhile (another move, or a note): try again against it, once.
        if (!retried) return this.move(id, to, actor, action, changes, true);
      }
    }
    if (!moved) throw this.refused((await this.current(id))?.state ?? FIRST_REVIEW_STATE, to);
    await this.audit.record(actor, action, id, { state: { from: state, to }, ...changes.details });
    return (await this.current(id))!;
  }
}
