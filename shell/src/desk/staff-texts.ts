import { registerNamespace } from '@evisa/i18n';

/**
 * The desk's own texts in the shell (sign-in, set-up, staff accounts): loaded with the desk's code only. Its chunks
 * are left unnamed, as is the desk's: every chunk name is a string in the applicants' start-up runtime.
 */
export const STAFF_NAMESPACE = 'staff';

registerNamespace(STAFF_NAMESPACE, (language) => import(`../../locales/${language}/staff.json`));
