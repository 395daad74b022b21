import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { FIRST_REVIEW_STATE, answerSections, checklistFor, type ApplicationRecord, type ApplicationReview, type DeskOrder, type ReviewResult, type StaffRef } from '@evisa/contracts';
import { ApplicationsRepository } from '../../applicant/applications/applications.repository';
import { correctionRoundsOf } from './correction-rounds';
import { FileStorageService } from '../../platform/files/file-storage.service';
import { PaidApplications } from './paid-applications';
import { toItem } from './queue.service';
import type { StoredReview } from './review.schema';
import { ReviewStatesService } from './review-states.service';
import { StaffFilesService } from './staff-files.service';

const ref = (by: StaffRef | undefined | null): StaffRef => ({ id: by?.id ?? '', name: by?.name ?? '' });

/** One paid application as the desk reviews it. */
@Injectable()
export class ReviewViewService {
  constructor(
    private readonly paid: PaidApplications,
    private readonly applications: ApplicationsRepository,
    private readonly states: ReviewStatesService,
    private readonly files: StaffFilesService,
    private readonly storage: FileStorageService,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** The paid application's id as stored, or 404 in the desk's words. */
  paidId(applicationId: string): Promise<string> {
    return this.states.paidId(applicationId);
  }

  async view(applicationId: string): Promise<ApplicationReview> {
    const id = await this.states.paidId(applicationId);
    const [application, record, review, corrections] = await Promise.all([
      this.paid.one(id),
      this.applications.get(id),
      this.states.current(id),
      correctionRoundsOf(this.connection, id),
    ]);
    const item = toItem(application!, review ?? undefined, new Date());
    const ticked = review?.checklist ?? {};
    return {
      item,
      stateChangedAt: (review?.stateChangedAt ?? application!.paidAt ?? new Date(0)).toISOString(),
      language: (record as unknown as { language?: string }).language ?? 'en',
      email: record.email ?? '',
      sections: answerSections(record),
      files: await this.files.list(record, review?.result?.eVisa),
      checklist: checklistFor(record.visaService).map((key) => {
        const tick = ticked[key];
        return { key, done: Boolean(tick), by: tick ? ref(tick.by) : null, at: tick ? new Date(tick.at).toISOString() : null };
      }),
      notes: (review?.notes ?? []).map((note) => ({ id: note.id, text: note.text, author: ref(note.by), at: new Date(note.at).toISOString() })),
      submission: review?.submission ? { governmentReference: review.submission.governmentReference, at: new Date(review.submission.at).toISOString(), by: ref(review.submission.by) } : null,
      result: await this.result(id, review),
      corrections,
      order: await this.order(record),
    };
  }

  /**
   * The order the application belongs to: its other applications with their state at the desk, so the
   * desk sees the travellers together; each is still reviewed and decided on its own. Null for an order of one.
   */
  private async order(record: ApplicationRecord): Promise<DeskOrder | null> {
    const leadId = record.orderLeadId;
    if (!leadId) return null;
    const others = (await this.applications.orderMembers(leadId)).filter((member) => member.uniqueId !== record.uniqueId);
    if (!others.length) return null;
    const members = await Promise.all(
      others.map(async (member) => ({
        uniqueId: member.uniqueId,
        lead: member.uniqueId === leadId,
        givenName: member.givenName ?? '',
        surname: member.surname ?? '',
        status: member.status,
        reviewState: member.status === 'paid' ? ((await this.states.current(member.uniqueId))?.state ?? FIRST_REVIEW_STATE) : null,
      })),
    );
    return { leadId, members };
  }

  private async result(id: string, review: StoredReview | null): Promise<ReviewResult | null> {
    const result = review?.result;
    if (!result) return null;
    const base = { at: new Date(result.at).toISOString(), by: ref(result.by) };
    if (result.outcome === 'refused') return { outcome: 'refused', ...base, reason: result.reason ?? '' };
    const file = result.eVisa ? await this.storage.find(result.eVisa) : null;
    if (!file) return null;
    return { outcome: 'granted', ...base, eVisa: this.files.describe(id, 'eVisa', file) };
  }
}
