import { CONTACT_DECLARATIONS } from '../rules/contact-limits';
import { declarationIn, type FieldDeclaration } from './field-declaration';
import { QUESTIONS_DECLARATIONS } from './questions';
import { STEP1_DECLARATIONS } from './step1';
import { STEP2_DECLARATIONS } from './step2';
import { STEP3_DECLARATIONS } from './step3';
import { STEP4_DECLARATIONS } from './step4';
import { STEP5_DECLARATIONS } from './step5';

/** The declaration tables of the application, step by step (a field is declared in one of them only). */
export const APPLICATION_DECLARATION_TABLES: readonly Readonly<Record<string, FieldDeclaration>>[] = [
  STEP1_DECLARATIONS,
  STEP2_DECLARATIONS,
  STEP3_DECLARATIONS,
  STEP4_DECLARATIONS,
  STEP5_DECLARATIONS,
  QUESTIONS_DECLARATIONS,
];

/** Every declared answer of the application, by name, in the application's order. */
export const APPLICATION_DECLARATIONS: Readonly<Record<string, FieldDeclaration>> = Object.assign({}, ...APPLICATION_DECLARATION_TABLES);

/**
 * The declaration of a field of the application, else of the contact form, or undefined for a name no form has.
 * For the API and the screens over every answer (corrections): a step's form and rule read their own table, so
 * that a step's browser chunk carries no other step's declarations.
 */
export function declarationOf(field: string): FieldDeclaration | undefined {
  return declarationIn(APPLICATION_DECLARATIONS, field) ?? declarationIn(CONTACT_DECLARATIONS, field);
}

/** A text area: the form shows one and the field keeps line breaks. */
export function isMultiLineField(field: string): boolean {
  return declarationOf(field)?.kind === 'multiLine';
}
