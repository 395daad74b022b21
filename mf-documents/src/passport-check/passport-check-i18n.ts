import { registerNamespace } from '@evisa/i18n';

/** The passport copy's comparison with the answers: a namespace of its own, shown on the documents step only. */
export const CHECK_NAMESPACE = 'passport-check';

registerNamespace(CHECK_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-passport-check-[request]" */ `../../locales/${language}/passport-check.json`));
