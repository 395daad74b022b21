import { registerNamespace, requireNamespace } from '@evisa/i18n';

/**
 * The texts of this remote's staff screen: a namespace of its own, registered only by that screen's module, so that
 * no applicant page downloads them (a remote's preload list leaves `desk…` namespaces out). The staff API's messages
 * are in the shell's `staff` namespace.
 */
export const DESK_NAMESPACE = 'desk-documents';

registerNamespace(DESK_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-desk-documents-[request]" */ `../../locales/${language}/desk-documents.json`));
requireNamespace('staff');
