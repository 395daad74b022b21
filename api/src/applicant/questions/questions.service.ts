import { Injectable } from '@nestjs/common';
import { SECURITY_QUESTIONS } from '@evisa/reference-data';
import { asText, hasErrors } from '@evisa/contracts';
import { ApplicationsRepository, type SavedStep } from '../applications/applications.repository';
import { FieldValidationException } from '../../platform/common/field-validation.exception';
import { ANSWER_RULES } from '../steps/answer-rules';
import type { QuestionsDto } from './questions.dto';

/** The security questions and the declaration (spec 2.12, 5.6; step 7). */
@Injectable()
export class QuestionsService {
  constructor(private readonly applications: ApplicationsRepository) {}

  async save(applicationId: string, values: QuestionsDto): Promise<SavedStep> {
    const errors = ANSWER_RULES.questions(values);
    if (hasErrors(errors)) throw new FieldValidationException(errors);
    const set: Record<string, unknown> = { declaration: true };
    const unset: string[] = [];
    for (const { key, detailField } of SECURITY_QUESTIONS) {
      set[key] = asText(values[key]);
      // Details belong to a 'Yes' only: those typed before the answer became 'No' are not kept.
      if (set[key] === 'Yes') set[detailField] = asText(values[detailField]);
      else unset.push(detailField);
    }
    return this.applications.saveStep(applicationId, 'questions', set, unset);
  }
}
