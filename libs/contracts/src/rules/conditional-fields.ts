import { APPLICATION_DECLARATIONS } from '../application/declared-fields';
import { asks, fieldsAskedWhen } from './asked-fields';
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

/**
 * The fields that one answer reveals (spec 4.2, 5), from the declarations' `askedWhen`, over the whole application:
 * for the API (which drops them when not asked), the correction screens and the read-only answers (which list them
 * only when asked). A step's form and rule read the same from their own table (asked-fields.ts), as this brings
 * every step's declarations along.
 */
export const CONDITIONAL_FIELDS = Object.fromEntries(
  Object.entries(CONDITIONS).map(([group, { trigger, holds }]) => [
    group,
    { trigger, fields: fieldsAskedWhen(APPLICATION_DECLARATIONS, group as ConditionalGroup), asked: (answers: Answers) => holds(answers[trigger]) },
  ]),
) as Readonly<Record<ConditionalGroup, ConditionalFields>>;

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
