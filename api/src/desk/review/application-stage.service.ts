import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { FIRST_REVIEW_STATE, type ApplicationRecord, type ApplicationStage } from '@evisa/contracts';
import type { StoredReview } from './review.schema';

type StageFields = Pick<StoredReview, '_id' | 'state' | 'stateChangedAt' | 'history' | 'result'>;

/**
 * What the applicant's own pages learn of the desk's work: the stage after payment with its date, and the granted
 * e-Visa's file. Reads the `reviews` collection only (ReviewModule writes it), so the applicant's modules depend
 * on nothing of the desk.
 */
@Injectable()
export class ApplicationStageService {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private read(applicationId: string): Promise<StageFields | null> {
    return this.connection.collection<StageFields>('reviews').findOne({ _id: applicationId }, { projection: { state: 1, stateChangedAt: 1, history: 1, result: 1 } });
  }

  /**
   * A paid application's stage: `received` at its payment time until the desk first moves it; null for an
   * application that is not paid.
   */
  async stageOf(record: Pick<ApplicationRecord, 'uniqueId' | 'status'> & { paidAt?: Date | string }): Promise<ApplicationStage | null> {
    if (record.status !== 'paid') return null;
    const review = await this.read(record.uniqueId);
    const paidAt = record.paidAt ? new Date(record.paidAt) : undefined;
    // Received and never moved (a note wrote the record): since the payment.
    if (!review || (review.state === FIRST_REVIEW_STATE && !review.history?.length)) return { stage: FIRST_REVIEW_STATE, at: (paidAt ?? new Date(0)).toISOString() };
    return { stage: review.state, at: new Date(review.stateChangedAt).toISOString() };
  }

  /** The stored name of the granted e-Visa, or null while the application is not granted. */
  async grantedEvisa(applicationId: string): Promise<string | null> {
    const review = await this.read(applicationId);
    return review?.state === 'granted' && review.result?.eVisa ? review.result.eVisa : null;
  }
}
