import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES } from '@evisa/contracts';
import { loadCommonTexts } from './common-texts';
import { initialLanguage, LANGUAGE_CODES, languageCookie, type LanguageCode } from './languages';
import { ANSWERS_NAMESPACE, JOURNEY_NAMESPACE, loadNamespace, registerNamespace, setPageLanguage } from './namespaces';

registerNamespace('common', loadCommonTexts);
// Validation messages: English is the spec's wording as defined once in MESSAGES; other languages translate its keys.
registerNamespace('validation', (language) =>
  language === 'en' ? Promise.resolve({ ...MESSAGES }) : import(/* webpackChunkName: "i18n-validation-[request]" */ `../locales/${language}/validation.json`),
);

// The labels of the stored answers (fields, sections): the preview and every step's read-only summary show them.
registerNamespace(ANSWERS_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-answers-[request]" */ `../locales/${language}/answers.json`));
// The frame of the application's steps in every remote that shows one (libs/ui's journey components).
registerNamespace(JOURNEY_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-journey-[request]" */ `../locales/${language}/journey.json`));

const onDemandBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const download = loadNamespace(namespace, language);
    if (!download) return callback(null, {});
    download.then(
      (module) => callback(null, ('default' in module ? module.default : module) as Record<string, string>),
      (error: Error) => callback(error, null),
    );
  },
};

function followDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Creates the page's one i18next instance (the library is a shared singleton, so every remote sees it). */
export async function createI18n(language: LanguageCode = initialLanguage()): Promise<I18n> {
  setPageLanguage(language);
  const instance = i18next.createInstance();
  instance.use(onDemandBackend).use(initReactI18next);
  instance.on('languageChanged', followDocumentLanguage);
  instance.on('languageChanged', setPageLanguage);
  await instance.init({
    lng: language,
    // No fallback language: i18next would download English beside the active language for every namespace.
    // Every key exists in every language (locales-complete.spec.ts), so English is never needed as a fallback.
    fallbackLng: false,
    supportedLngs: [...LANGUAGE_CODES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });
  followDocumentLanguage(instance.language);
  return instance;
}

/** Switches language and remembers the choice for the next visit (and for the server: languages.ts). */
export async function changeLanguage(instance: I18n, language: LanguageCode): Promise<void> {
  if (typeof document !== 'undefined') document.cookie = languageCookie(language);
  await instance.changeLanguage(language);
}
