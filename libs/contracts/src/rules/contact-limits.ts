/** The lengths the contact rules allow (contact.rules.ts); the forms set their fields' limits from them. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  messageMin: 10,
  /** Under the API's cap on any text (2,000), so the rule's own message is the one a visitor sees. */
  messageMax: 1500,
} as const;
