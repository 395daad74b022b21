import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { maxLengthOf, QUESTIONS_DECLARATIONS, QUESTIONS_FIELDS, type QuestionsPayload } from '@evisa/contracts';
import { AcceptsStoredRecord } from '../steps/stored-record-echo';

function Answer() {
  return (target: object, property: string) => {
    IsOptional()(target, property);
    IsString()(target, property);
    MaxLength(maxLengthOf(QUESTIONS_DECLARATIONS[property as keyof QuestionsPayload]))(target, property);
    ApiPropertyOptional({ type: String, enum: ['Yes', 'No'] })(target, property);
  };
}

function Details() {
  return (target: object, property: string) => {
    const maxLength = maxLengthOf(QUESTIONS_DECLARATIONS[property as keyof QuestionsPayload]);
    IsOptional()(target, property);
    IsString()(target, property);
    MaxLength(maxLength)(target, property);
    ApiPropertyOptional({ type: String, maxLength, description: "Required when the question's answer is 'Yes'" })(target, property);
  };
}

/**
 * Shape checks of the step-7 JSON (spec 7): every field optional here, as validateQuestions gives the
 * missing ones the spec's messages. The record's other fields are accepted and ignored (spec 7 sends the whole
 * record); unknown fields are refused by the global pipe.
 */
@AcceptsStoredRecord(QUESTIONS_FIELDS)
export class QuestionsDto implements Partial<Record<keyof QuestionsPayload, unknown>> {
  @Answer() arrested?: string;
  @Answer() deported?: string;
  @Answer() trafficking?: string;
  @Answer() cyberCrime?: string;
  @Answer() terrorismSupport?: string;
  @Answer() asylum?: string;

  @Details() givenDetailarrested?: string;
  @Details() givenDetaildeported?: string;
  @Details() givenDetailtrafficking?: string;
  @Details() givenDetailcyberCrime?: string;
  @Details() givenDetailterrorismSupport?: string;
  @Details() givenDetailasylum?: string;

  /** The form's checkbox: a boolean, or 'true' / 'false' from a form post. */
  @IsOptional()
  @IsIn([true, false, 'true', 'false'])
  @ApiPropertyOptional({ oneOf: [{ type: 'boolean' }, { type: 'string', enum: ['true', 'false'] }] })
  declaration?: boolean | 'true' | 'false';
}
