import { documentsForService, type DocumentField } from '@evisa/reference-data';
import type { FieldErrors } from '@evisa/contracts';

/**
 * Documents of which at least one is needed: spec 9.3 and 9.4 ask an e-Business applicant for a business card
 * *or* an invitation letter (docs/decisions.md, issue 3). Every other document a service shows is needed on
 * its own.
 */
const ALTERNATIVES: readonly (readonly DocumentField[])[] = [['businessCard', 'businessInvitationLetter']];

/** The groups of documents a visa service needs, each satisfied by any one of its documents. */
export function requiredDocumentGroups(visaService: unknown): DocumentField[][] {
  const shown = documentsForService(visaService);
  const groups: DocumentField[][] = [];
  for (const field of shown) {
    const alternative = ALTERNATIVES.find((group) => group.includes(field) && group.every((member) => shown.includes(member)));
    if (!alternative) groups.push([field]);
    else if (alternative[0] === field) groups.push([...alternative]);
  }
  return groups;
}

/**
 * The needed documents that are neither stored nor in this upload, keyed by the first field of each group:
 * the passport copy with the spec's 'Please upload your passport image.', any other with 'Please upload your
 * image.'.
 */
export function missingDocuments(visaService: unknown, present: ReadonlySet<DocumentField>): FieldErrors {
  const errors: FieldErrors = {};
  for (const group of requiredDocumentGroups(visaService)) {
    if (group.some((field) => present.has(field))) continue;
    errors[group[0]] = group[0] === 'passportCopy' ? 'passportImageRequired' : 'imageRequired';
  }
  return errors;
}
