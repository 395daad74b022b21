import {
  SECURITY_QUESTIONS,
  type SecurityQuestionDetailField,
  type SecurityQuestionKey,
  type YesNo,
} from '@evisa/reference-data';
import { fieldsOf, type FieldDeclaration, type FieldDeclarations } from './field-declaration';

/** Questions page (spec 2.12): six 'Yes'/'No' answers, the details of each 'Yes', and the declaration. */
export type QuestionsPayload = { [K in SecurityQuestionKey]: YesNo } & { [D in SecurityQuestionDetailField]: string } & {
  /** The applicant accepted the declaration; stored as the record of their consent. */
  declaration: boolean;
};

const ANSWER: FieldDeclaration = { kind: 'yesNo', options: 'yesNo', maxLength: 10, required: true };
const DETAILS: FieldDeclaration = { kind: 'multiLine', maxLength: 2000 };

/** The answers, then the details of each, then the declaration. */
export const QUESTIONS_DECLARATIONS = {
  ...Object.fromEntries(SECURITY_QUESTIONS.map((question) => [question.key, ANSWER])),
  ...Object.fromEntries(SECURITY_QUESTIONS.map((question) => [question.detailField, DETAILS])),
  declaration: { kind: 'flag' },
} as FieldDeclarations<QuestionsPayload>;

export const QUESTIONS_FIELDS = fieldsOf(QUESTIONS_DECLARATIONS);
