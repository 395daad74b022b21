import { ANSWERS_NAMESPACES, registerNamespace, requireNamespace } from '@evisa/i18n';
import { STAFF_NAMESPACE } from './session/staff-texts';

/** The texts of the queue and the case view. The case view words its answers as Preview does (the shared answers). */
export const DESK_NAMESPACE = 'desk';

registerNamespace(DESK_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-desk-[request]" */ `../locales/${language}/desk.json`));
requireNamespace(STAFF_NAMESPACE);
for (const namespace of ANSWERS_NAMESPACES) requireNamespace(namespace);
