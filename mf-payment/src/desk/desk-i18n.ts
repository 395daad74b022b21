import { registerNamespace, requireNamespace } from '@evisa/i18n';
// The application view words its answers as Preview does, with this remote's `payment` texts.
import '../i18n';

/**
 * The texts of this remote's staff screens: a namespace of their own, registered only by those screens' modules, so
 * that no applicant page downloads them. The staff API's messages are in the shell's `staff` namespace.
 */
export const DESK_NAMESPACE = 'desk';

registerNamespace(DESK_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-desk-[request]" */ `../../locales/${language}/desk.json`));
requireNamespace('staff');
