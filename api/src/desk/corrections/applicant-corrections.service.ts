import { BadRequestException, ForbiddenException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Request, Response } from 'express';
import type { Model } from 'mongoose';
import { MESSAGES, checklistItemsUndoneBy, type ApplicantCorrection, type ApplicationRecord } from '@evisa/contracts';
import { AccessService } from '../../applicant/access/access.service';
import { normaliseApplicationId } from '../../applicant/applications/application-id';
import { ApplicationsRepository, type SavedStep } from '../../applicant/applications/applications.repository';
import { AppConfig } from '../../platform/config/app-config';
import { ReviewStatesService } from '../review/review-states.service';
import type { Answers } from '../../applicant/steps/step-answers';
import { correctedAnswers } from './correction-answers';
import { correctionChanges, sameValue, type CorrectionChanges } from './correction-changes';
import { checkCorrectionLink, correctionLinkSecret } from './correction-link';
import { CORRECTION_MODEL, type StoredCorrection } from '../review/correction.schema';

/**
 * The applicant's side of corrections: the e-mail's signed link opens the round (and gives this browser access to
 * the application, as the resume page does); the opened answers are saved through the edit guard, which lets only
 * them change; "send corrections" closes them again and returns the application to the reviewer who asked.
 */
@Injectable()
export class ApplicantCorrectionsService {
  constructor(
    @InjectModel(CORRECTION_MODEL) private readonly corrections: Model<StoredCorrection>,
    private readonly applications: ApplicationsRepository,
    private readonly states: ReviewStatesService,
    private readonly access: AccessService,
    private readonly config: AppConfig,
  ) {}

  /** Checks the link's token; a forged or other application's token is refused (403), an expired one is gone (410). */
  async open(applicationId: string, token: string, request: Request, response: Response): Promise<ApplicantCorrection> {
    const id = normaliseApplicationId(applicationId) ?? '';
    const check = checkCorrectionLink(id, token, correctionLinkSecret(this.config), Date.now() / 1000);
    if (!check.ok && check.reason === 'expired') throw new GoneException(MESSAGES.correctionLinkExpired);
    if (!check.ok) throw new ForbiddenException(MESSAGES.correctionLinkInvalid);
    const round = await this.corrections.findById(`${id}#${check.claims.round}`).lean<StoredCorrection>();
    if (!round) throw new ForbiddenException(MESSAGES.correctionLinkInvalid);
    if (round.resubmittedAt || round.withdrawnAt || (await this.states.current(id))?.state !== 'changes_requested') throw new GoneException(MESSAGES.nothingToCorrect);
    this.access.grant(request, response, id);
    return this.view(await this.applications.get(id), round);
  }

  /** The round waiting for this application's corrections. */
  async current(id: string): Promise<ApplicantCorrection> {
    const { record, round } = await this.openRound(id);
    return this.view(record, round);
  }

  async save(id: string, answers: Answers): Promise<SavedStep> {
    const { record, round } = await this.openRound(id);
    const { set, unset } = correctedAnswers(record, round.fields, answers);
    return this.applications.saveCorrection(id, set, unset);
  }

  /**
   * Closes the opened items and returns the application to the reviewer who asked, flagged, with what changed (old
   * and new values) and the checklist ticks that covered it undone; nothing changed is refused.
   */
  async resubmit(id: string, request: Request): Promise<ApplicantCorrection & { changed: CorrectionChanges['changed'] }> {
    const { record, round } = await this.openRound(id);
    const { changed, values } = correctionChanges(record, round);
    if (changed.fields.length + changed.documents.length === 0) throw new BadRequestException(MESSAGES.correctionUnchanged);
    const undone = checklistItemsUndoneBy(changed);
    // The move is the lock: of two resubmissions at once, the second is refused before anything is written.
    await this.states.move(id, 'in_review', { staff: null, request }, 'review.resubmitted', {
      set: { claimedBy: round.requestedBy, returned: { round: round.round, at: new Date() } },
      unset: undone.map((item) => `checklist.${item}`),
      details: { round: round.round, changed, checklistUndone: undone },
    });
    await this.corrections.updateOne({ _id: round._id, resubmittedAt: null }, { $set: { resubmittedAt: new Date(), changed, values } });
    await this.applications.update(id, { $unset: { openForCorrection: 1 } }, { status: 'paid' });
    return { ...this.view(record, round), changed };
  }

  private async openRound(id: string): Promise<{ record: ApplicationRecord; round: StoredCorrection }> {
    const record = await this.applications.get(id);
    const round = await this.corrections.findOne({ applicationId: id, resubmittedAt: null, withdrawnAt: null }).sort({ round: -1 }).lean<StoredCorrection>();
    // Only while the desk waits for them: a round the desk moved past (a refund) is not open any more.
    if (!round || record.status !== 'paid' || (await this.states.current(id))?.state !== 'changes_requested') throw new NotFoundException(MESSAGES.nothingToCorrect);
    return { record, round };
  }

  private view(record: ApplicationRecord, round: StoredCorrection): ApplicantCorrection {
    const values = record as unknown as Record<string, unknown>;
    return {
      applicationId: record.uniqueId,
      fields: round.fields,
      documents: round.documents,
      message: round.message,
      linkExpiresAt: round.linkExpiresAt.toISOString(),
      answers: Object.fromEntries(round.fields.filter((field) => values[field] !== undefined).map((field) => [field, values[field]])),
      replacedDocuments: round.documents.filter((document) => !sameValue(values[document], round.before[document])),
    };
  }
}
