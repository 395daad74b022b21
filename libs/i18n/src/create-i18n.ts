import { loadCommonTexts } from './common-texts';
import { initialLanguage, LANGUAGE_QUERY, rememberLanguage, type LanguageCode } from './languages';
import { COUNTRIES_NAMESPACE } from './country-names';
import { ANSWERS_NAMESPACE, JOURNEY_NAMESPACE, loadNamespace, registerNamespace, setPageLanguage } from './namespaces';
import { setPageTranslator } from './react/provider';
import { DEFAULT_NAMESPACE, Translator, type Texts } from './translator';

registerNamespace(DEFAULT_NAMESPACE, loadCommonTexts);
// Validation messages: English is the spec's wording as defined once in MESSAGES; other languages translate its keys.
// Downloaded like the others (a page without a form shows none of them).
registerNamespace('validation', (language) =>
  language === 'en'
    ? import(/* webpackChunkName: "i18n-validation-en" */ /* webpackExports: ["MESSAGES"] */ '@evisa/contracts').then(({ MESSAGES }) => ({ ...MESSAGES }))
    : import(/* webpackChunkName: "i18n-validation-[request]" */ `../locales/${language}/validation.json`),
);

// The labels of the stored answers (fields, sections): the preview and every step's read-only summary show them.
registerNamespace(ANSWERS_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-answers-[request]" */ `../locales/${language}/answers.json`));
// The frame of the application's steps in every remote that shows one (libs/ui's journey components).
registerNamespace(JOURNEY_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-journey-[request]" */ `../locales/${language}/journey.json`));
// The countries' names and order in each language (country-names.ts): every screen that names a country.
registerNamespace(COUNTRIES_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-countries-[request]" */ `../locales/${language}/countries.json`));

/** A namespace's texts through its registered loader (a JSON module's default export); none for an unregistered one. */
function registeredTexts(namespace: string, language: string): Promise<Texts> | undefined {
  return loadNamespace(namespace, language)?.then((module) => ('default' in module ? module.default : module) as Texts);
}

function followDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The page's texts, with `common` in place. One per page: @evisa/i18n is a shared singleton, so every remote sees it. */
export async function createI18n(language: LanguageCode = initialLanguage()): Promise<I18n> {
  setPageLanguage(language);
  // No fallback language: every key exists in every language (locales-complete.spec.ts), so only the page's
  // language is ever downloaded.
  const instance = new Translator(language, registeredTexts);
  instance.on('languageChanged', followDocumentLanguage);
  instance.on('languageChanged', setPageLanguage);
  setPageTranslator(instance);
  await instance.loadNamespaces(DEFAULT_NAMESPACE);
  followDocumentLanguage(instance.language);
  return instance;
}

/** The page's texts and language (createI18n). */
export type I18n = Translator;

/**
 * Switches language and remembers the choice for the next visit (and for the server: languages.ts). The page changes
 * language once the choice is stored, so that a reload from then on comes in it. An address in another language
 * (`?lang=`) would override the choice on a reload: the address drops it.
 */
export async function changeLanguage(instance: I18n, language: LanguageCode): Promise<void> {
  if (typeof document !== 'undefined') {
    await rememberLanguage(language);
    const url = new URL(window.location.href);
    if (url.searchParams.has(LANGUAGE_QUERY)) {
      url.searchParams.delete(LANGUAGE_QUERY);
      window.history.replaceState(window.history.state, '', url);
    }
  }
  await instance.changeLanguage(language);
}
