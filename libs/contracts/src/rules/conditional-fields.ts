// No imports: every step's form and rule uses this module, which must not bring the other steps' rules along.

/** Spec 5.2: required when otherPassport is true. */
export const OTHER_PASSPORT_FIELDS = [
  'otherPassportCountryOfIssue',
  'otherPassport_PassportNo',
  'otherPassportDateOfIssue',
  'otherPassportPlaceOfIssue',
  'otherPassportNationaliyMentioned',
] as const;

/** Spec 5.3: required when inMilitaryOrganization is 'Yes'. */
export const MILITARY_SERVICE_FIELDS = [
  'forceOrganizationName',
  'forceOrganizationDesignation',
  'forceOrganizationRank',
  'forceorganizationPlace',
] as const;

/** Required when visitedIndiaBefore is 'yes'. */
export const PREVIOUS_VISIT_FIELDS = [
  'visitedIndiaBeforeAddrss',
  'visitedIndiaBeforeCitiesVisitedInIndia',
  'visitedIndiaBefore_Last_current_ValidVisaNo',
  'visitedIndiaBeforeTypeOfVisa',
  'visitedIndiaBeforePlaceOfVisa',
  'visitedIndiaBeforeDateOfIssue',
] as const;

/** Spec 3.1: the spouse's details, asked of a married applicant only. */
export const SPOUSE_FIELDS = ['spouseName', 'SpouseNationality', 'SpousePrevNationality', 'SpouseBirthPlace', 'SpouseCtryOfBirth'] as const;

type Answers = Readonly<Record<string, unknown>>;

/** A yes of any of the stored spellings: a checkbox's `true`, a radio's 'true', 'Yes' (spec 5.3), 'yes' (spec 5.4). */
export const isYes = (value: unknown): boolean => value === true || value === 'true' || value === 'Yes' || value === 'yes';

export interface ConditionalFields {
  /** The answer that reveals them. */
  trigger: string;
  /** The fields asked only when `asked` holds. */
  fields: readonly string[];
  /** Whether the answers so far ask for them. */
  asked: (answers: Answers) => boolean;
}

/**
 * The fields that one answer reveals (spec 4.2, 5): one definition for the forms (which show them), the API (which
 * drops them when not asked) and the read-only answers (which list them only when asked).
 */
export const CONDITIONAL_FIELDS = {
  previousName: { trigger: 'nameChanged', fields: ['previousSurname', 'previousName'], asked: (answers) => isYes(answers.nameChanged) },
  naturalization: { trigger: 'nationalityAcquired', fields: ['nationalityAcquiredDetails'], asked: (answers) => answers.nationalityAcquired === 'By naturalization' },
  otherPassport: { trigger: 'otherPassport', fields: OTHER_PASSPORT_FIELDS, asked: (answers) => isYes(answers.otherPassport) },
  spouse: { trigger: 'maritalStatus', fields: SPOUSE_FIELDS, asked: (answers) => answers.maritalStatus === 'Married' },
  grandparentDetails: { trigger: 'grandparentPakistani', fields: ['grandparentPakistaniYes'], asked: (answers) => isYes(answers.grandparentPakistani) },
  militaryService: { trigger: 'inMilitaryOrganization', fields: MILITARY_SERVICE_FIELDS, asked: (answers) => isYes(answers.inMilitaryOrganization) },
  restrictedAreaDetails: { trigger: 'sportsAct_restrictedAreaVisit', fields: ['sportsAct_restrictedAreaDetails'], asked: (answers) => isYes(answers.sportsAct_restrictedAreaVisit) },
  previousVisit: { trigger: 'visitedIndiaBefore', fields: PREVIOUS_VISIT_FIELDS, asked: (answers) => isYes(answers.visitedIndiaBefore) },
  refusalDetails: { trigger: 'visaRefused', fields: ['visaRefusedByWhomDetails'], asked: (answers) => isYes(answers.visaRefused) },
  saarcVisits: { trigger: 'saarcCountries', fields: ['saarcDetails'], asked: (answers) => isYes(answers.saarcCountries) },
} as const satisfies Record<string, ConditionalFields>;

export type ConditionalGroup = keyof typeof CONDITIONAL_FIELDS;

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
