import { registerNamespace } from '@evisa/i18n';
// The step forms' own texts (labels, hints, the save failure) come with the remote's namespace.
import '../i18n';

/**
 * The texts of several travellers in one order: a namespace of its own, registered only by the modules
 * that show them, so a page of a single application never downloads them.
 */
export const TRAVELLERS_NAMESPACE = 'travellers';

registerNamespace(TRAVELLERS_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-travellers-[request]" */ `../../locales/${language}/travellers.json`));
