import type { DeclarationTable } from '../application/field-declaration';
import { CONDITIONS, type ConditionalGroup } from './conditions';

// Read from one declaration table, so a form or rule needs no other step's declarations.

type Answers = Readonly<Record<string, unknown>>;

/** Whether the answers ask for the fields declared `askedWhen` this condition. */
export function asks(group: ConditionalGroup, answers: Answers): boolean {
  const { trigger, holds } = CONDITIONS[group];
  return holds(answers[trigger]);
}

/** The fields of the table declared `askedWhen` this condition, in the table's order. */
export function fieldsAskedWhen(declarations: DeclarationTable, group: ConditionalGroup): readonly string[] {
  return Object.entries(declarations).flatMap(([field, declaration]) => (declaration.askedWhen === group ? [field] : []));
}

/** The fields of the table that the answers do not ask for. */
export function fieldsNotAskedIn(declarations: DeclarationTable, answers: Answers): string[] {
  return Object.entries(declarations).flatMap(([field, { askedWhen }]) => (askedWhen && !asks(askedWhen, answers) ? [field] : []));
}
