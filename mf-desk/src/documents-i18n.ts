import { registerNamespace, requireNamespace } from '@evisa/i18n';
import { STAFF_NAMESPACE } from './session/staff-texts';

/** The texts of the photo and document review. */
export const DOCUMENTS_NAMESPACE = 'desk-documents';

registerNamespace(DOCUMENTS_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-desk-documents-[request]" */ `../locales/${language}/desk-documents.json`));
requireNamespace(STAFF_NAMESPACE);
