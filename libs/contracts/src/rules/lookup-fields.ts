import type { FieldDeclaration } from '../application/field-declaration';

/**
 * The look-up's own field (resume, visa fee and status, spec 5.7): the application number as typed, which the API
 * normalises, with the outer limit it refuses beyond. A contact message names an application by the same field;
 * the date of birth is step 1's.
 */
export const LOOKUP_DECLARATIONS = {
  applicationId: { kind: 'text', maxLength: 40 },
} as const satisfies Record<string, FieldDeclaration>;
