import { CONTACT_DECLARATIONS } from '../rules/contact-limits';
import type { FieldDeclaration } from './field-declaration';
import { QUESTIONS_DECLARATIONS } from './questions';
import { STEP1_DECLARATIONS } from './step1';
import { STEP2_DECLARATIONS } from './step2';
import { STEP3_DECLARATIONS } from './step3';
import { STEP4_DECLARATIONS } from './step4';
import { STEP5_DECLARATIONS } from './step5';

/** Every declared field, of the application and of the contact form, by name (the names do not repeat). */
const DECLARATIONS: Readonly<Record<string, FieldDeclaration>> = {
  ...STEP1_DECLARATIONS,
  ...STEP2_DECLARATIONS,
  ...STEP3_DECLARATIONS,
  ...STEP4_DECLARATIONS,
  ...STEP5_DECLARATIONS,
  ...QUESTIONS_DECLARATIONS,
  ...CONTACT_DECLARATIONS,
};

/** The declaration of a field, or undefined for a name no form has. */
export function declarationOf(field: string): FieldDeclaration | undefined {
  return Object.hasOwn(DECLARATIONS, field) ? DECLARATIONS[field] : undefined;
}

/** A text area: the form shows one and the field keeps line breaks. */
export function isMultiLineField(field: string): boolean {
  return declarationOf(field)?.kind === 'multiLine';
}
