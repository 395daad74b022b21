import { JOURNEY_NAMESPACE, registerNamespace, requireNamespace } from '@evisa/i18n';

/** This remote's texts ship with it; only the active language is downloaded. */
export const NAMESPACE = 'documents';

registerNamespace(NAMESPACE, (language) => import(/* webpackChunkName: "i18n-documents-[request]" */ `../locales/${language}/documents.json`));

/** Forms also show the validation messages (English: the spec's wording, MESSAGES) and the journey's shared frame. */
export const FORM_NAMESPACES = [NAMESPACE, 'validation', JOURNEY_NAMESPACE];
requireNamespace('validation');
// The steps' frame (number, progress, error summary, failed saves) is shared with the other remotes.
requireNamespace(JOURNEY_NAMESPACE);
