import {
  SECURITY_QUESTIONS,
  type SecurityQuestionDetailField,
  type SecurityQuestionKey,
  type YesNo,
} from '@evisa/reference-data';

/** Questions page (spec 2.12): six 'Yes'/'No' answers, the details of each 'Yes', and the declaration. */
export type QuestionsPayload = { [K in SecurityQuestionKey]: YesNo } & { [D in SecurityQuestionDetailField]: string } & {
  /** The applicant accepted the declaration; stored as the record of their consent. */
  declaration: boolean;
};

export const QUESTIONS_FIELDS: readonly (keyof QuestionsPayload)[] = [
  ...SECURITY_QUESTIONS.map((question) => question.key),
  ...SECURITY_QUESTIONS.map((question) => question.detailField),
  'declaration',
];
