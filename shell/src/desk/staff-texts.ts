import { registerNamespace } from '@evisa/i18n';

/** The desk's own texts in the shell (sign-in, set-up, staff accounts): loaded with the desk's code only. */
export const STAFF_NAMESPACE = 'staff';

registerNamespace(STAFF_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-staff-[request]" */ `../../locales/${language}/staff.json`));
