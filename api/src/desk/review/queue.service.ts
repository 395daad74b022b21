import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type QueryFilter } from 'mongoose';
import {
  FIRST_REVIEW_STATE,
  governmentReferenceKey,
  OPEN_REVIEW_STATES,
  QUEUE_PAGE_SIZE,
  REVIEW_STATES,
  reviewDeadline,
  type DeadlinePause,
  type QueueItem,
  type QueuePage,
  type QueueSort,
  type StaffAccount,
} from '@evisa/contracts';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { StaffAccountsService } from '../staff-auth/staff-accounts.service';
import { StaffException } from '../staff-auth/staff-errors';
import { type PaidApplication, PaidApplications } from './paid-applications';
import type { QueueQueryDto } from './queue.dto';
import { REVIEW_MODEL, type StoredReview } from './review.schema';
import { ReviewStatesService } from './review-states.service';

type StaffActor = AuditActor & { staff: StaffAccount };

/** The times the desk waited for the applicant, from the review's history of moves. */
export function deadlinePauses(review: StoredReview | undefined): DeadlinePause[] {
  const pauses: DeadlinePause[] = [];
  for (const move of review?.history ?? []) {
    if (move.to === 'changes_requested') pauses.push({ from: new Date(move.at), to: null });
    else if (move.from === 'changes_requested' && pauses.length) pauses[pauses.length - 1].to = new Date(move.at);
  }
  return pauses;
}

export function toItem(application: PaidApplication, review: StoredReview | undefined, now: Date): QueueItem {
  const paidAt = application.paidAt ?? new Date(0);
  const state = review?.state ?? FIRST_REVIEW_STATE;
  const deadline = reviewDeadline(paidAt, application.applicationType, deadlinePauses(review), now);
  const deadlinePaused = state === 'changes_requested';
  return {
    applicationId: application._id,
    surname: application.surname ?? '',
    givenName: application.givenName ?? '',
    passportNumber: application.passportNumber ?? '',
    visaService: application.visaService ?? '',
    serviceSubCategory: application.serviceSubCategory ?? '',
    applicationType: application.applicationType ?? '',
    urgent: application.applicationType === 'urgent',
    state,
    paidAt: paidAt.toISOString(),
    travelDate: application.expectedArrival ?? '',
    deadline: deadline.toISOString(),
    deadlinePaused,
    overdue: !deadlinePaused && OPEN_REVIEW_STATES.includes(state) && deadline.getTime() < now.getTime(),
    claimedBy: review?.claimedBy ?? null,
    returned: review?.returned ? { round: review.returned.round, at: new Date(review.returned.at).toISOString() } : null,
  };
}

/** Each order of the queue, as a comparison of two lines; ties go to the older payment, then the number. */
const ORDERS: Record<QueueSort, (a: QueueItem, b: QueueItem) => number> = {
  deadline: (a, b) => a.deadline.localeCompare(b.deadline),
  // Lines without a travel date go last.
  travelDate: (a, b) => (a.travelDate || '9999').localeCompare(b.travelDate || '9999'),
  paidAt: () => 0,
};

function ordered(items: QueueItem[], sort: QueueSort): QueueItem[] {
  return items.sort((a, b) => ORDERS[sort](a, b) || a.paidAt.localeCompare(b.paidAt) || a.applicationId.localeCompare(b.applicationId));
}

/**
 * The desk's queue: paid applications by state, soonest deadline first (or by travel date or payment), "mine" and
 * "unassigned", a page at a time; claiming one to work on, and admins giving one to someone.
 */
@Injectable()
export class QueueService {
  constructor(
    @InjectModel(REVIEW_MODEL) private readonly reviews: Model<StoredReview>,
    private readonly applications: PaidApplications,
    private readonly states: ReviewStatesService,
    private readonly accounts: StaffAccountsService,
    private readonly audit: AuditService,
  ) {}

  async list(filters: QueueQueryDto, staff: Pick<StaffAccount, 'id'>, now = new Date()): Promise<QueuePage> {
    const wantedStates = filters.state ? [filters.state] : OPEN_REVIEW_STATES;
    // Reviews in other states are left out by the database; a paid application without a review is received.
    const otherStates = REVIEW_STATES.filter((state) => !wantedStates.includes(state));
    const excluded = await this.reviews.find({ state: mongoose.trusted({ $in: otherStates }) } as QueryFilter<StoredReview>, { _id: 1 }).lean<{ _id: string }[]>();
    const search = filters.search?.trim();
    const byReference = search
      ? await this.reviews.find({ 'submission.referenceKey': governmentReferenceKey(search) }, { _id: 1 }).lean<{ _id: string }[]>()
      : [];
    const found = await this.applications.find({
      visaService: filters.visaService,
      urgent: filters.urgency === undefined ? undefined : filters.urgency === 'urgent',
      search,
      searchIds: byReference.map((review) => review._id),
      excludeIds: excluded.map((review) => review._id),
    });
    const reviews = new Map<string, StoredReview>();
    if (found.length) {
      for (const review of await this.reviews.find({ _id: mongoose.trusted({ $in: found.map((application) => application._id) }) } as QueryFilter<StoredReview>).lean<StoredReview[]>()) reviews.set(review._id, review);
    }
    const assigned = (item: QueueItem) =>
      filters.assigned === 'mine' ? item.claimedBy?.id === staff.id : filters.assigned === 'unassigned' ? item.claimedBy === null : true;
    const items = found
      .map((application) => toItem(application, reviews.get(application._id), now))
      .filter((item) => wantedStates.includes(item.state) && assigned(item));
    const page = filters.page ?? 1;
    const pageSize = filters.pageSize ?? QUEUE_PAGE_SIZE;
    const sorted = ordered(items, filters.sort ?? 'deadline');
    return { items: sorted.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize };
  }

  /** Takes a received application into review for this member of staff; claiming one's own again changes nothing. */
  async claim(applicationId: string, actor: StaffActor): Promise<QueueItem> {
    const id = await this.states.paidId(applicationId);
    const current = await this.states.current(id);
    const mine = current?.state === 'in_review' && current.claimedBy?.id === actor.staff.id;
    if (!mine) {
      if (current?.state === 'in_review') throw new StaffException(HttpStatus.CONFLICT, 'claimedByOther');
      // Only a received application is claimed: one waiting for the applicant stays with the reviewer who asked.
      if (current && current.state !== 'received') throw this.states.refused(current.state, 'in_review');
      try {
        await this.states.move(id, 'in_review', actor, 'review.claimed', { set: { claimedBy: { id: actor.staff.id, name: actor.staff.name } } });
      } catch (error) {
        const now = await this.states.current(id);
        if (now?.state === 'in_review' && now.claimedBy?.id !== actor.staff.id) throw new StaffException(HttpStatus.CONFLICT, 'claimedByOther');
        throw error;
      }
    }
    return this.item(id);
  }

  /**
   * Gives an application to a member of staff (admins): a received one moves into review for them, one in review
   * changes hands; any other state is refused.
   */
  async assign(applicationId: string, staffId: string, actor: StaffActor): Promise<QueueItem> {
    const id = await this.states.paidId(applicationId);
    const assignee = await this.accounts.active(staffId);
    if (!assignee) throw new StaffException(HttpStatus.BAD_REQUEST, 'assigneeInvalid');
    const claimedBy = { id: assignee.id, name: assignee.name };
    const current = await this.states.current(id);
    const state = current?.state ?? FIRST_REVIEW_STATE;
    if (state === 'received') {
      await this.states.move(id, 'in_review', actor, 'review.assigned', { set: { claimedBy }, details: { claimedBy: { from: null, to: assignee.id } } });
    } else if (state === 'in_review' && current) {
      // Compare-and-set on the holder read: a claim or release in between refuses it.
      const result = await this.reviews.updateOne({ _id: id, state: 'in_review', stateChangedAt: current.stateChangedAt, 'claimedBy.id': current.claimedBy?.id }, { $set: { claimedBy } });
      if (result.matchedCount !== 1) throw new StaffException(HttpStatus.CONFLICT, 'assignNotAllowed');
      await this.audit.record(actor, 'review.assigned', id, { claimedBy: { from: current.claimedBy?.id ?? null, to: assignee.id } });
    } else {
      throw new StaffException(HttpStatus.CONFLICT, 'assignNotAllowed');
    }
    return this.item(id);
  }

  /** Puts an application back in the queue: by the one working on it, or by an admin. */
  async release(applicationId: string, actor: StaffActor): Promise<QueueItem> {
    const id = await this.states.paidId(applicationId);
    const current = await this.states.current(id);
    if (current?.state === 'in_review' && current.claimedBy?.id !== actor.staff.id && actor.staff.role !== 'admin') {
      throw new StaffException(HttpStatus.FORBIDDEN, 'notClaimedBySelf');
    }
    await this.states.move(id, 'received', actor, 'review.released', { set: { claimedBy: null }, details: { claimedBy: current?.claimedBy?.id ?? null } });
    return this.item(id);
  }

  /** One paid application's queue line, by its number as stored. */
  async item(id: string): Promise<QueueItem> {
    const application = (await this.applications.one(id))!;
    const review = await this.states.current(id);
    return toItem(application, review ?? undefined, new Date());
  }
}
