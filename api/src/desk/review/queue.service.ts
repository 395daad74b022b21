import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type QueryFilter } from 'mongoose';
import { FIRST_REVIEW_STATE, OPEN_REVIEW_STATES, type QueueItem, reviewDeadline, type StaffAccount } from '@evisa/contracts';
import type { AuditActor } from '../audit/audit.service';
import { StaffException } from '../staff-auth/staff-errors';
import { type PaidApplication, PaidApplications } from './paid-applications';
import type { QueueQueryDto } from './queue.dto';
import { REVIEW_MODEL, type StoredReview } from './review.schema';
import { ReviewStatesService } from './review-states.service';

type StaffActor = AuditActor & { staff: StaffAccount };

export function toItem(application: PaidApplication, review: StoredReview | undefined, now: Date): QueueItem {
  const paidAt = application.paidAt ?? new Date(0);
  const deadline = reviewDeadline(paidAt, application.applicationType);
  const state = review?.state ?? FIRST_REVIEW_STATE;
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
    deadline: deadline.toISOString(),
    overdue: OPEN_REVIEW_STATES.includes(state) && deadline.getTime() < now.getTime(),
    claimedBy: review?.claimedBy ?? null,
  };
}

/** The desk's queue (issue 25 point 2): paid applications by state, oldest first, and claiming one to work on. */
@Injectable()
export class QueueService {
  constructor(
    @InjectModel(REVIEW_MODEL) private readonly reviews: Model<StoredReview>,
    private readonly applications: PaidApplications,
    private readonly states: ReviewStatesService,
  ) {}

  async list(filters: QueueQueryDto, now = new Date()): Promise<QueueItem[]> {
    const found = await this.applications.find({
      visaService: filters.visaService,
      urgent: filters.urgency === undefined ? undefined : filters.urgency === 'urgent',
      search: filters.search,
    });
    const reviews = new Map<string, StoredReview>();
    if (found.length) {
      for (const review of await this.reviews.find({ _id: mongoose.trusted({ $in: found.map((application) => application._id) }) } as QueryFilter<StoredReview>).lean<StoredReview[]>()) reviews.set(review._id, review);
    }
    const wanted = (state: QueueItem['state']) => (filters.state ? state === filters.state : OPEN_REVIEW_STATES.includes(state));
    return found.map((application) => toItem(application, reviews.get(application._id), now)).filter((item) => wanted(item.state));
  }

  /** Takes a received application into review for this member of staff; claiming one's own again changes nothing. */
  async claim(applicationId: string, actor: StaffActor): Promise<QueueItem> {
    const id = await this.states.paidId(applicationId);
    const current = await this.states.current(id);
    const mine = current?.state === 'in_review' && current.claimedBy?.id === actor.staff.id;
    if (!mine) {
      if (current?.state === 'in_review') throw new StaffException(HttpStatus.CONFLICT, 'claimedByOther');
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

  private async item(id: string): Promise<QueueItem> {
    const application = (await this.applications.one(id))!;
    const review = await this.states.current(id);
    return toItem(application, review ?? undefined, new Date());
  }
}
