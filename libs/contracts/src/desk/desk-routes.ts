/**
 * The desk's page paths (docs/desk.md): all under /agency, which no applicant page uses, so the shell can tell a
 * staff page from its path alone and load the desk's code only then.
 */
export const DESK_ROUTES = {
  signIn: '/agency',
  setup: '/agency/setup',
  queue: '/agency/queue',
  staff: '/agency/staff',
  accountHistory: '/agency/account-history',
  reports: '/agency/reports',
  templates: '/agency/templates',
  application: '/agency/applications/:id',
  documents: '/agency/applications/:id/documents',
} as const;

/** The desk's page of one application. */
export const deskApplicationPath = (applicationId: string) => DESK_ROUTES.application.replace(':id', encodeURIComponent(applicationId));

/** The desk's page of an application's photo and documents. */
export const deskDocumentsPath = (applicationId: string) => DESK_ROUTES.documents.replace(':id', encodeURIComponent(applicationId));
