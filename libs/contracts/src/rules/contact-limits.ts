import type { FieldDeclaration } from '../application/field-declaration';
import { LOOKUP_DECLARATIONS } from './lookup-fields';

/** The lengths the contact rules allow (contact.rules.ts); the forms set their fields' limits from them. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  messageMin: 10,
  /** Under the field's outer limit (CONTACT_DECLARATIONS), so the rule's own message is the one a visitor sees. */
  messageMax: 1500,
} as const;

/** What a visitor writes to the agency, field by field: the maximum lengths are outer limits the API refuses beyond. */
export const CONTACT_DECLARATIONS = {
  name: { kind: 'text', maxLength: 200 },
  email: { kind: 'email', maxLength: 254 },
  phone: { kind: 'phone', maxLength: 40 },
  message: { kind: 'multiLine', maxLength: 2000 },
  applicationId: LOOKUP_DECLARATIONS.applicationId,
} as const satisfies Record<string, FieldDeclaration>;
