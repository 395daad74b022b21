import { APPLICATION_DECLARATIONS } from '../application/declared-fields';
import { CONDITIONS, type ConditionalGroup } from './conditions';

export { isYes, type ConditionalGroup } from './conditions';

type Answers = Readonly<Record<string, unknown>>;

export interface ConditionalFields {
  /** The answer that reveals them. */
  trigger: string;
  /** The fields asked only when `asked` holds. */
  fields: readonly string[];
  /** Whether the answers so far ask for them. */
  asked: (answers: Answers) => boolean;
}

/** The fields declared `askedWhen` this condition, in the application's order. */
function fieldsAskedWhen(group: ConditionalGroup): readonly string[] {
  return Object.entries(APPLICATION_DECLARATIONS).flatMap(([field, declaration]) => (declaration.askedWhen === group ? [field] : []));
}

/**
 * The fields that one answer reveals (spec 4.2, 5), from the declarations' `askedWhen`: one definition for the
 * forms (which show them), the API (which drops them when not asked), the rules (which require them only then) and
 * the read-only answers (which list them only when asked).
 */
export const CONDITIONAL_FIELDS = Object.fromEntries(
  Object.entries(CONDITIONS).map(([group, { trigger, holds }]) => [
    group,
    { trigger, fields: fieldsAskedWhen(group as ConditionalGroup), asked: (answers: Answers) => holds(answers[trigger]) },
  ]),
) as Readonly<Record<ConditionalGroup, ConditionalFields>>;

/** Whether the answers ask for a group of conditional fields. */
export function asks(group: ConditionalGroup, answers: Answers): boolean {
  return CONDITIONAL_FIELDS[group].asked(answers);
}

/** The fields of these groups that the answers do not ask for. */
export function fieldsNotAsked(groups: readonly ConditionalGroup[], answers: Answers): string[] {
  return groups.flatMap((group) => (asks(group, answers) ? [] : CONDITIONAL_FIELDS[group].fields));
}

/** The answers that depend on this one (revealed by it), or none. */
export function dependentFieldsOf(field: string): readonly string[] {
  return Object.values(CONDITIONAL_FIELDS as Record<string, ConditionalFields>).flatMap((group) => (group.trigger === field ? group.fields : []));
}

/** The group that reveals this answer, or undefined for an answer always asked. */
export function revealingGroupOf(field: string): ConditionalFields | undefined {
  return Object.values(CONDITIONAL_FIELDS as Record<string, ConditionalFields>).find((group) => group.fields.includes(field));
}
