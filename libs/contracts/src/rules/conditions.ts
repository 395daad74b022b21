// No imports: the field declarations name these conditions, and every step's form and rule reads them.

/** A yes of any of the stored spellings: a checkbox's `true`, a radio's 'true', 'Yes' (spec 5.3), 'yes' (spec 5.4). */
export const isYes = (value: unknown): boolean => value === true || value === 'true' || value === 'Yes' || value === 'yes';

export interface Condition {
  /** The answer it reads. */
  trigger: string;
  /** Whether that answer asks for the fields declared `askedWhen` this condition. */
  holds: (answer: unknown) => boolean;
}

/**
 * The answers that reveal others (spec 4.2, 5): a field declares `askedWhen` one of these, and the forms show it,
 * the API keeps it and the rules require it only while the condition holds.
 */
export const CONDITIONS = {
  previousName: { trigger: 'nameChanged', holds: isYes },
  naturalization: { trigger: 'nationalityAcquired', holds: (answer) => answer === 'By naturalization' },
  otherPassport: { trigger: 'otherPassport', holds: isYes },
  spouse: { trigger: 'maritalStatus', holds: (answer) => answer === 'Married' },
  grandparentDetails: { trigger: 'grandparentPakistani', holds: isYes },
  militaryService: { trigger: 'inMilitaryOrganization', holds: isYes },
  restrictedAreaDetails: { trigger: 'sportsAct_restrictedAreaVisit', holds: isYes },
  previousVisit: { trigger: 'visitedIndiaBefore', holds: isYes },
  refusalDetails: { trigger: 'visaRefused', holds: isYes },
  saarcVisits: { trigger: 'saarcCountries', holds: isYes },
} as const satisfies Record<string, Condition>;

export type ConditionalGroup = keyof typeof CONDITIONS;
