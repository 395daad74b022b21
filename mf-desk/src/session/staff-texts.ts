import { STAFF_NAMESPACE } from '@evisa/api-client/staff';
import { registerNamespace } from '@evisa/i18n';

/**
 * The desk's texts for its frame and accounts (sign-in, set-up, staff accounts) and the staff API's messages, which
 * every screen of the desk words its refusals with (the staff client's namespace).
 */
export { STAFF_NAMESPACE };

registerNamespace(STAFF_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-staff-[request]" */ `../../locales/${language}/staff.json`));
