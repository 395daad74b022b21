import { ForbiddenException, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { amountToPay } from '@evisa/reference-data';
import {
  firstIncompleteStep,
  MESSAGES,
  PRICED_FIELDS,
  hasErrors,
  todayIso,
  validateResume,
  type ApplicationRecord,
  type FindApplicationResult,
} from '@evisa/contracts';
import { AccessAttemptsService } from '../access/access-attempts.service';
import { AccessService } from '../access/access.service';
import { normaliseApplicationId } from '../applications/application-id';
import { ApplicationNotFoundException } from '../applications/application-errors';
import { ApplicationsRepository } from '../applications/applications.repository';
import { FieldValidationException } from '../../platform/common/field-validation.exception';
import { AppConfig } from '../../platform/config/app-config';
import { ApplicationStageService } from '../../desk/review/application-stage.service';
import { checkResumeLink, resumeLinkSecret } from './resume-link';

/**
 * What a look-up reads of an application: the date of birth that proves it, the order it opens, and what its answer
 * tells (describe; PRICED_FIELDS: what its fee is computed from). Read alone, not the whole application: decoding the
 * hundred-odd answers was most of what a look-up allocated (docs/performance.md, "Less allocation per look-up").
 */
const LOOKUP_FIELDS = ['dateOfBirth', 'orderLeadId', 'portOfArrival', 'status', 'completedSteps', 'amountToPay', 'paidAt', ...PRICED_FIELDS] as const;

type LookedUp = Pick<ApplicationRecord, 'uniqueId' | (typeof LOOKUP_FIELDS)[number]>;

/**
 * Finds an application for the browser that holds access to it, or for anyone who gives its number and the
 * applicant's date of birth (then that browser is granted access). A wrong pair and an unknown number get the
 * same answer, and each counts as a failed attempt (AccessAttemptsService).
 */
@Injectable()
export class LookupService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly access: AccessService,
    private readonly attempts: AccessAttemptsService,
    private readonly stages: ApplicationStageService,
    private readonly config: AppConfig,
  ) {}

  async findWithProof(request: Request, response: Response, applicationId: unknown, dateOfBirth: unknown): Promise<FindApplicationResult> {
    const id = normaliseApplicationId(applicationId);
    if (id && this.access.canAccess(request, id)) return this.describe(await this.read(id));

    const errors = validateResume({ applicationId, dateOfBirth });
    if (hasErrors(errors)) throw new FieldValidationException(errors);
    const record = id ? await this.applications.findFields(id, LOOKUP_FIELDS) : null;
    if (!record || record.dateOfBirth !== dateOfBirth) {
      // An unknown number and a wrong date of birth count alike (LookupLockGuard refuses a client once locked).
      await this.attempts.recordFailure(request, applicationId);
      throw new ApplicationNotFoundException();
    }
    this.access.grant(request, response, await this.idsOpenedBy(record));
    return this.describe(record);
  }

  /** Opens the application of a resume link (resume-link.ts) for this browser, as a number and date of birth do. */
  async openWithLink(request: Request, response: Response, applicationId: unknown, token: unknown): Promise<FindApplicationResult> {
    const id = normaliseApplicationId(applicationId);
    const valid = id !== undefined && typeof token === 'string' && checkResumeLink(id, token, resumeLinkSecret(this.config), Date.now() / 1000);
    const record = valid ? await this.applications.findFields(id, LOOKUP_FIELDS) : null;
    if (!record) throw new ForbiddenException(MESSAGES.resumeLinkInvalid);
    this.access.grant(request, response, await this.idsOpenedBy(record));
    return this.describe(record);
  }

  /**
   * What a number and date of birth open: an order's lead opens every application of the order (the
   * lead's last, so it is the one kept longest); any other application opens itself only.
   */
  private async idsOpenedBy(record: Pick<ApplicationRecord, 'uniqueId' | 'orderLeadId'>): Promise<string[]> {
    if (record.orderLeadId !== record.uniqueId) return [record.uniqueId];
    const members = await this.applications.orderMembers(record.uniqueId);
    return [...members.filter((member) => member.uniqueId !== record.uniqueId).map((member) => member.uniqueId), record.uniqueId];
  }

  /** The application's fields a look-up reads; an unknown number is refused as applications.get refuses it. */
  private async read(id: string): Promise<LookedUp> {
    const record = await this.applications.findFields(id, LOOKUP_FIELDS);
    if (!record) throw new ApplicationNotFoundException();
    return record;
  }

  async describe(record: LookedUp): Promise<FindApplicationResult> {
    return {
      uniqueId: record.uniqueId,
      applicationType: record.applicationType,
      portOfArrival: record.portOfArrival,
      amountToPay: record.amountToPay ?? amountToPay(record, todayIso()),
      status: record.status,
      completedSteps: record.completedSteps,
      nextStep: firstIncompleteStep(record.completedSteps) ?? null,
      stage: await this.stages.stageOf(record),
    };
  }
}
