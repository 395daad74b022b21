import { registerNamespace, requireNamespace } from '@evisa/i18n';
import { STAFF_NAMESPACE } from '../session/staff-texts';

/** The texts of a case's history and of the account and template activity page. */
export const HISTORY_NAMESPACE = 'desk-history';

registerNamespace(HISTORY_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-desk-history-[request]" */ `../../locales/${language}/desk-history.json`));
requireNamespace(STAFF_NAMESPACE);
