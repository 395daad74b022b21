import { Injectable } from '@nestjs/common';
import { amountToPay, purposeSectionOf } from '@evisa/reference-data';
import {
  ALL_PURPOSE_FIELDS,
  DOCUMENT_FIELDS,
  PURPOSE_GROUP_FIELDS,
  STEP1_FIELDS,
  hasErrors,
  ruleContextFor,
  missingDocuments,
  todayIso,
  type ApplicationRecord,
} from '@evisa/contracts';
import { ApplicationsRepository } from '../applications/applications.repository';
import { FieldValidationException } from '../../platform/common/field-validation.exception';
import { ANSWER_RULES } from '../steps/answer-rules';
import { isEmptyAnswer, stepAnswers, type StepSaveResult } from '../steps/step-answers';

/** Purpose-section fields that do not belong to the section of this visa selection. */
function otherPurposeFields(selection: Partial<ApplicationRecord>): string[] {
  const section = purposeSectionOf(selection);
  const keep: readonly string[] = section ? PURPOSE_GROUP_FIELDS[section] : [];
  return ALL_PURPOSE_FIELDS.filter((field) => !keep.includes(field));
}

/** True when the visa service of the new answers needs a document the application does not hold (spec 2.11). */
function documentsWanting(record: ApplicationRecord, answers: Record<string, unknown>): boolean {
  const held = new Set(DOCUMENT_FIELDS.filter((field) => record[field]));
  return hasErrors(missingDocuments(answers.visaService, held));
}

/**
 * Step 1: creates an application (newApplication) and edits it (applicationSubmitStep1). Both apply the rules
 * of spec 5.1 (docs/decisions.md: the edit screen checks too) and store the fee quote for later pages.
 */
@Injectable()
export class Step1Service {
  constructor(private readonly applications: ApplicationsRepository) {}

  /** `orderLeadId`: the lead's number when the application is another traveller of the lead's order. */
  async create(body: object, language?: string, orderLeadId?: string): Promise<ApplicationRecord> {
    const answers = this.checked(body, orderLeadId ? { orderLeadId } : undefined);
    const set = Object.fromEntries(Object.entries(answers).filter(([, value]) => !isEmptyAnswer(value)));
    return this.applications.create({
      ...set,
      amountToPay: amountToPay(answers, todayIso()),
      ...(language ? { language } : {}),
      ...(orderLeadId ? { orderLeadId } : {}),
    });
  }

  /**
   * Replaces the step-1 answers and the quote. A changed visa sub-category removes the old purpose section's
   * answers and marks step 4 incomplete again; a visa service that needs a document not yet uploaded marks the
   * documents step incomplete again (both in the same atomic update); every other step stays as it was.
   */
  async update(id: string, body: object): Promise<StepSaveResult> {
    const record = await this.applications.get(id);
    const answers = this.checked(body, record);
    const set = Object.fromEntries(Object.entries(answers).filter(([, value]) => !isEmptyAnswer(value)));
    const sectionChanged = purposeSectionOf(record) !== purposeSectionOf(answers);
    const unset = [...STEP1_FIELDS.filter((field) => !(field in set)), ...otherPurposeFields(answers)];
    await this.applications.saveStep(id, 'step1', { ...set, amountToPay: amountToPay(answers, todayIso()) }, unset, {
      reopen: [...(sectionChanged ? (['step4'] as const) : []), ...(documentsWanting(record, answers) ? (['documents'] as const) : [])],
    });
    return { uniqueId: id };
  }

  /** `application`: the stored one (or, for a new traveller of an order, its lead), whose rule context applies. */
  private checked(body: object, application?: { uniqueId?: string; orderLeadId?: string }): Record<string, unknown> {
    const answers = stepAnswers({}, STEP1_FIELDS, body);
    const errors = ANSWER_RULES.step1(answers, ruleContextFor(application));
    if (hasErrors(errors)) throw new FieldValidationException(errors);
    return answers;
  }
}
