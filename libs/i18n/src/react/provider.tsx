import { createContext, useContext, type ReactNode } from 'react';
import type { Translator } from '../translator';

const TranslationContext = createContext<Translator | undefined>(undefined);

/** The page's one set of texts (createI18n) for the components below. */
export function TranslationProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <TranslationContext.Provider value={i18n}>{children}</TranslationContext.Provider>;
}

let pageTranslator: Translator | undefined;

/** The one createI18n made last: the components of a test that renders without a provider use it. */
export function setPageTranslator(i18n: Translator): void {
  pageTranslator = i18n;
}

export function useTranslator(): Translator {
  const i18n = useContext(TranslationContext) ?? pageTranslator;
  if (!i18n) throw new Error('No texts: render inside a TranslationProvider given the createI18n instance.');
  return i18n;
}
