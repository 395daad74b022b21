import { VISA_SERVICES, type VisaServiceId } from '@evisa/reference-data';

/**
 * What a reviewer checks before submitting an application to the government, item by item. The English text is
 * for the API and logs; the desk shows `checklist.<key>` of its `staff` namespace.
 */
export const CHECKLIST_ITEMS = {
  photo: 'The photo meets the rules: recent, in colour, the full face from the front, plain light background.',
  passportCopy: 'The passport copy is legible and its bio page matches the answers (names, number, dates, nationality).',
  passportValidity: 'The passport is valid for at least six months from the arrival date.',
  answersConsistent: 'The answers are complete and consistent with each other (addresses, family, occupation, previous visits).',
  securityQuestions: 'Every "yes" to a security question is explained.',
  businessDocument: 'The business card or invitation letter names the applicant and the business in India.',
  medicalLetter: 'The letter of the hospital in India names the patient and the treatment.',
  conferenceClearances: 'The organiser’s invitation, the political clearance and the event clearance are for this conference.',
  patientNamed: 'The patient the attendant accompanies is named and has applied for the matching visa.',
} as const;

export type ChecklistItemKey = keyof typeof CHECKLIST_ITEMS;

const COMMON: readonly ChecklistItemKey[] = ['photo', 'passportCopy', 'passportValidity', 'answersConsistent', 'securityQuestions'];

/** Each visa service's checklist: the common items, then the service's own. The one definition of which items apply. */
export const REVIEW_CHECKLISTS: Readonly<Record<VisaServiceId, readonly ChecklistItemKey[]>> = {
  tourist: COMMON,
  medical: [...COMMON, 'medicalLetter'],
  business: [...COMMON, 'businessDocument'],
  conference: [...COMMON, 'conferenceClearances'],
  medicalAttendant: [...COMMON, 'patientNamed'],
  ayush: [...COMMON, 'medicalLetter'],
  ayushAttendant: [...COMMON, 'patientNamed'],
};

/** The checklist of an application's visa service (the common items for a service the list does not know). */
export function checklistFor(visaService: unknown): readonly ChecklistItemKey[] {
  const known = VISA_SERVICES.find((service) => service.value === visaService);
  return known ? REVIEW_CHECKLISTS[known.value] : COMMON;
}

export function isChecklistItem(value: unknown): value is ChecklistItemKey {
  return typeof value === 'string' && Object.hasOwn(CHECKLIST_ITEMS, value);
}

/**
 * Which checklist items a corrected item undoes: a replaced file or changed answer clears the ticks that vouched for
 * it, so the reviewer checks them again. Every answer also clears `answersConsistent`. The one table of it.
 */
export const CHECKLIST_ITEMS_COVERING: Readonly<Record<string, readonly ChecklistItemKey[]>> = {
  mainImg: ['photo'],
  passportCopy: ['passportCopy', 'passportValidity'],
  surname: ['passportCopy'],
  givenName: ['passportCopy'],
  dateOfBirth: ['passportCopy'],
  gender: ['passportCopy'],
  cityOfBirth: ['passportCopy'],
  countryOfBirth: ['passportCopy'],
  passportType: ['passportCopy'],
  passportNumber: ['passportCopy'],
  passportPlaceOfIssue: ['passportCopy'],
  passportDateOfIssue: ['passportCopy'],
  passportDateOfExpiry: ['passportCopy', 'passportValidity'],
  expectedArrival: ['passportValidity'],
  businessCard: ['businessDocument'],
  businessInvitationLetter: ['businessDocument'],
  medicalInvitationLetter: ['medicalLetter'],
  organizerInvitation: ['conferenceClearances'],
  politicalClearance: ['conferenceClearances'],
  eventClearance: ['conferenceClearances'],
};

/** The checklist items that changed answers (`fields`) and replaced files (`documents`) undo, in checklist order. */
export function checklistItemsUndoneBy(changed: { fields: readonly string[]; documents: readonly string[] }): ChecklistItemKey[] {
  const undone = new Set<ChecklistItemKey>([...changed.fields, ...changed.documents].flatMap((item) => CHECKLIST_ITEMS_COVERING[item] ?? []));
  if (changed.fields.length > 0) undone.add('answersConsistent');
  return (Object.keys(CHECKLIST_ITEMS) as ChecklistItemKey[]).filter((key) => undone.has(key));
}
