import { Injectable } from '@nestjs/common';
import mongoose from 'mongoose';
import {
  ALL_SHARED_ANSWER_FIELDS,
  MAX_TRAVELLERS,
  SHARED_ANSWER_FIELDS,
  STEP1_FIELDS,
  hasErrors,
  ruleContextFor,
  todayIso,
  type ApplicationRecord,
  type ApplicationStep,
  type CopySharedAnswersResult,
  type OrderView,
  type SharedAnswers,
  type SharedAnswerStep,
} from '@evisa/contracts';
import { normaliseApplicationId } from '../applications/application-id';
import { ApplicationsRepository } from '../applications/applications.repository';
import { FieldValidationException } from '../../platform/common/field-validation.exception';
import { PAYABLE_STATUSES } from '../payments/order-binding';
import { PaymentsRepository } from '../payments/payments.repository';
import { RetentionService } from '../../platform/retention/retention.service';
import { Step1Service } from '../step1/step1.service';
import { ANSWER_RULES } from '../steps/answer-rules';
import { isEmptyAnswer } from '../steps/step-answers';
import { LeadNotPayableException, LeadWithOthersException, NotInOrderException, NotOrderLeadException, OrderFullException, RemovePaidException } from './order-errors';
import { orderView } from '../payments/order-view';

/** The steps a copy leaves incomplete, for the traveller to check and save (step 1 stays complete). */
const STEPS_TO_CONFIRM: readonly ApplicationStep[] = ['step3', 'step4', 'step5'];

/**
 * Several travellers, one order. An order is the applications that carry the lead's number in
 * `orderLeadId`; each is a complete application of its own. Only the lead's browser (access to the lead's
 * application) adds, copies into, removes and reads the order; it is granted access to every traveller it adds.
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly step1: Step1Service,
    private readonly payments: PaymentsRepository,
    private readonly retention: RetentionService,
  ) {}

  async read(leadId: string): Promise<OrderView> {
    const lead = await this.lead(leadId);
    return orderView(leadId, await this.membersOf(lead), todayIso());
  }

  /** The lead's shared answers as stored, to prefill a new traveller's step 1. */
  async sharedAnswers(leadId: string): Promise<SharedAnswers> {
    const lead = await this.lead(leadId);
    const source = lead as unknown as Record<string, unknown>;
    return Object.fromEntries(ALL_SHARED_ANSWER_FIELDS.filter((field) => !isEmptyAnswer(source[field])).map((field) => [field, source[field]])) as SharedAnswers;
  }

  /**
   * Creates the next traveller's application from its step 1 (the rules of newApplication), in the lead's order.
   * Its place is taken on the lead first, atomically, so that concurrent adds never pass MAX_TRAVELLERS; an open
   * PayPal order of the lead is voided (it does not pay for the new traveller).
   */
  async add(leadId: string, step1: object, language?: string): Promise<ApplicationRecord> {
    await this.lead(leadId);
    if (!(await this.applications.reserveTravellerPlace(leadId, MAX_TRAVELLERS - 1))) throw await this.whyNoPlace(leadId);
    let created: ApplicationRecord;
    try {
      created = await this.step1.create(step1, language, leadId);
    } catch (error) {
      await this.applications.releaseTravellerPlace(leadId);
      throw error;
    }
    await this.payments.voidOpen(leadId, 'superseded');
    return created;
  }

  /**
   * Replaces the traveller's shared answers with the lead's (a field the lead left empty is emptied). The arrival
   * date and port are checked with the traveller's step 1 by step 1's rules before anything is saved; steps 3 to 5
   * are left incomplete so the traveller checks and saves each (their rules run then), all in one atomic update.
   */
  async copyShared(leadId: string, travellerId: string): Promise<CopySharedAnswersResult> {
    const lead = await this.lead(leadId);
    const traveller = await this.traveller(leadId, travellerId);
    const source = lead as unknown as Record<string, unknown>;
    const set: Record<string, unknown> = {};
    const unset: string[] = [];
    const copiedSteps = Object.keys(SHARED_ANSWER_FIELDS) as SharedAnswerStep[];
    for (const step of copiedSteps) {
      for (const field of SHARED_ANSWER_FIELDS[step]) {
        if (!isEmptyAnswer(source[field])) set[field] = source[field];
        else if (step !== 'step1') unset.push(field);
      }
    }
    const ownStep1 = Object.fromEntries(STEP1_FIELDS.map((field) => [field, (traveller as unknown as Record<string, unknown>)[field] ?? '']));
    const errors = ANSWER_RULES.step1({ ...ownStep1, ...pick(set, SHARED_ANSWER_FIELDS.step1), confirmEmail: ownStep1.email }, ruleContextFor(traveller));
    if (hasErrors(errors)) throw new FieldValidationException(errors);
    await this.applications.saveStep(traveller.uniqueId, 'step1', set, unset, { reopen: STEPS_TO_CONFIRM });
    return { uniqueId: traveller.uniqueId, copiedSteps, stepsToConfirm: [...STEPS_TO_CONFIRM] };
  }

  /**
   * Removes a traveller before payment: the application, its photo, documents and e-mails (as the retention job
   * deletes them), its place in the order, and any open PayPal order of the lead. A paid traveller stays (the
   * agency refunds them); the lead stays while others remain.
   */
  async remove(leadId: string, travellerId: string): Promise<{ uniqueId: string }> {
    await this.lead(leadId);
    const id = normaliseApplicationId(travellerId);
    if (id === leadId) {
      if ((await this.applications.orderMembers(leadId)).length > 1) throw new LeadWithOthersException();
      throw new NotInOrderException();
    }
    const traveller = await this.traveller(leadId, travellerId);
    if (traveller.status === 'paid') throw new RemovePaidException();
    const deleted = await this.retention.deleteApplication(traveller.uniqueId, {
      orderLeadId: leadId,
      status: mongoose.trusted({ $in: [...PAYABLE_STATUSES] }),
    });
    if (!deleted) {
      const now = await this.applications.find(traveller.uniqueId);
      throw now?.status === 'paid' ? new RemovePaidException() : new NotInOrderException();
    }
    await this.applications.releaseTravellerPlace(leadId);
    await this.payments.voidOpen(leadId, 'superseded');
    return { uniqueId: traveller.uniqueId };
  }

  /** The lead's application; 409 when the id is another order's traveller. */
  private async lead(leadId: string): Promise<ApplicationRecord> {
    const lead = await this.applications.get(leadId);
    if (lead.orderLeadId && lead.orderLeadId !== leadId) throw new NotOrderLeadException();
    return lead;
  }

  /** A traveller of the lead's order other than the lead; 404 (one answer) for anything else. */
  private async traveller(leadId: string, travellerId: string): Promise<ApplicationRecord> {
    const id = normaliseApplicationId(travellerId);
    const record = id && id !== leadId ? await this.applications.find(id) : null;
    if (!record || record.orderLeadId !== leadId) throw new NotInOrderException();
    return record;
  }

  private async membersOf(lead: ApplicationRecord): Promise<ApplicationRecord[]> {
    return lead.orderLeadId ? this.applications.orderMembers(lead.uniqueId) : [lead];
  }

  private async whyNoPlace(leadId: string): Promise<Error> {
    const lead = await this.applications.get(leadId);
    if (lead.status === 'paid' || lead.status === 'blocked') return new LeadNotPayableException();
    if (lead.orderLeadId && lead.orderLeadId !== leadId) return new NotOrderLeadException();
    return new OrderFullException();
  }
}

function pick(values: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in values).map((field) => [field, values[field]]));
}
