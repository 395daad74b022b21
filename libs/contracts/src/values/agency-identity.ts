/**
 * The agency's legal identity: the company that provides the service, where it is and under which registration.
 * The site states it (footer, About, Terms, receipts) from the deployment's configuration, which a production
 * build requires in full.
 */
export interface AgencyIdentity {
  legalName: string;
  postalAddress: string;
  registrationNumber: string;
}

export const AGENCY_IDENTITY_FIELDS = ['legalName', 'postalAddress', 'registrationNumber'] as const satisfies readonly (keyof AgencyIdentity)[];

/** What a real deployment's identity lacks, one entry per field; empty when it is complete. */
export function agencyIdentityProblems(identity: Partial<AgencyIdentity> | undefined): Partial<Record<keyof AgencyIdentity, string>> {
  return Object.fromEntries(AGENCY_IDENTITY_FIELDS.filter((field) => !(identity?.[field] ?? '').trim()).map((field) => [field, 'missing']));
}
