import { registerNamespace } from '@evisa/i18n';
// The order's screens also use this remote's `payment` texts (step names, fee words, the access form).
import '../i18n';

/**
 * The texts of several travellers in one order: a namespace of its own, registered only by the modules
 * that show them, so that the page of a single application never downloads them.
 */
export const ORDER_NAMESPACE = 'order';

registerNamespace(ORDER_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-order-[request]" */ `../../locales/${language}/order.json`));
