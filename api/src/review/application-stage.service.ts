import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { FIRST_REVIEW_STATE, type ApplicationStage } from '@evisa/contracts';
import { REVIEW_MODEL, type StoredReview } from './review.schema';

/** What the applicant's own pages learn of the desk's work: the stage and its date, and the granted e-Visa's file. */
@Injectable()
export class ApplicationStageService {
  constructor(@InjectModel(REVIEW_MODEL) private readonly reviews: Model<StoredReview>) {}

  /** A paid application's stage: `received` at its payment time until the desk first moves it. */
  async stageOf(applicationId: string, paidAt: Date | string | undefined): Promise<ApplicationStage> {
    const review = await this.reviews.findById(applicationId, { state: 1, stateChangedAt: 1, history: 1 }).lean<Pick<StoredReview, 'state' | 'stateChangedAt' | 'history'>>();
    const paid = paidAt ? new Date(paidAt) : undefined;
    if (!review) return { stage: FIRST_REVIEW_STATE, at: (paid ?? new Date(0)).toISOString() };
    // Received with no move yet (a note wrote the record): still the payment time.
    const at = review.state === FIRST_REVIEW_STATE && !review.history?.length && paid ? paid : review.stateChangedAt;
    return { stage: review.state, at: new Date(at).toISOString() };
  }

  /** The stored name of the granted e-Visa, or null while the application is not granted. */
  async grantedEvisa(applicationId: string): Promise<string | null> {
    const review = await this.reviews.findById(applicationId, { state: 1, result: 1 }).lean<Pick<StoredReview, 'state' | 'result'>>();
    return review?.state === 'granted' && review.result?.eVisa ? review.result.eVisa : null;
  }
}
