import { COUNTRIES_NAMESPACE, JOURNEY_NAMESPACE, registerNamespace, requireNamespace } from '@evisa/i18n';

/** This remote's texts ship with it; only the active language is downloaded. */
export const NAMESPACE = 'application';

registerNamespace(NAMESPACE, (language) => import(/* webpackChunkName: "i18n-application-[request]" */ `../locales/${language}/application.json`));

/** Forms also show the validation messages (English: the spec's wording, MESSAGES) and the journey's shared frame. */
export const FORM_NAMESPACES = [NAMESPACE, 'validation', JOURNEY_NAMESPACE];
requireNamespace('validation');
// The steps' frame (number, progress, error summary, failed saves) is shared with the other remotes.
requireNamespace(JOURNEY_NAMESPACE);
// The countries' names in the page's language and its order, for the forms' country lists (useOptionLists).
requireNamespace(COUNTRIES_NAMESPACE);
