import { registerNamespace, requireNamespace } from '@evisa/i18n';
import { STAFF_NAMESPACE } from '../session/staff-texts';

/** The texts of the admins' reports page and its CSV files' headers. */
export const REPORTS_NAMESPACE = 'desk-reports';

registerNamespace(REPORTS_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-desk-reports-[request]" */ `../../locales/${language}/desk-reports.json`));
requireNamespace(STAFF_NAMESPACE);
