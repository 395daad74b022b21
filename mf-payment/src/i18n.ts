import { registerNamespace, requireNamespace } from '@evisa/i18n';

/** This remote's texts ship with it; only the active language is downloaded. */
export const NAMESPACE = 'payment';

registerNamespace(NAMESPACE, (language) => import(/* webpackChunkName: "i18n-payment-[request]" */ `../locales/${language}/payment.json`));

/** Screens with a form also need the validation messages (MessageKey -> text) loaded before they render. */
export const FORM_NAMESPACES = [NAMESPACE, 'validation'];
requireNamespace('validation');
