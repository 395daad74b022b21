import type { TFunction } from './translator';
import type { DocumentField, OptionListName, SecurityQuestionKey } from '@evisa/reference-data';

// The reference data's words that several remotes show live once, in the shared namespace ('common'): the labels
// of every option list, the document names and the security questions. Every key exists in every language
// (option-labels.spec.ts), so there is no English default to fall back on.
const SHARED = { ns: 'common' } as const;

/** A choice's label in the applicant's language (`options.<list>.<value>`); '' when nothing is chosen. */
export function optionLabel(t: TFunction, list: OptionListName, value: unknown): string {
  return typeof value === 'string' && value !== '' ? t(`options.${list}.${value}`, SHARED) : '';
}

/** The name of an uploadable document (spec 2.11). */
export function documentName(t: TFunction, field: DocumentField): string {
  return t(`documentNames.${field}`, SHARED);
}

/** A security question of spec 2.12. */
export function securityQuestion(t: TFunction, key: SecurityQuestionKey): string {
  return t(`securityQuestions.${key}`, SHARED);
}
