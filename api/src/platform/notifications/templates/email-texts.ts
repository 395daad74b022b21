import { Translator, type TOptions } from '@evisa/i18n/translator';
import { EMAIL_LOCALES, type EmailLanguage } from './email-locales';
import { escapeHtml } from './email-format';
import type { RenderedEmail } from './payment-confirmation.facts';

// The site's own translator over the site's locale files: an e-mail's words are looked up, interpolated and
// pluralised exactly as a page's are.
const DEFAULT_EMAIL_LANGUAGE: EmailLanguage = 'en';
const translator = new Translator(DEFAULT_EMAIL_LANGUAGE, () => undefined);
for (const [language, namespaces] of Object.entries(EMAIL_LOCALES)) {
  for (const [namespace, texts] of Object.entries(namespaces)) translator.addResourceBundle(language, namespace, texts);
}

/** Every e-mail is written in each of the site's languages (locales-complete.spec.ts holds every key to it). */
export const EMAIL_LANGUAGES = Object.keys(EMAIL_LOCALES) as EmailLanguage[];

/** The language an e-mail is written in: the applicant's, or English for one the site does not have. */
export const emailLanguage = (language: string | undefined): EmailLanguage =>
  language !== undefined && Object.hasOwn(EMAIL_LOCALES, language) ? (language as EmailLanguage) : DEFAULT_EMAIL_LANGUAGE;

/** One e-mail's words in one language: `emails:<template>.<key>`, `ns:key` for another namespace. */
export type EmailWords = {
  language: EmailLanguage;
  /** The text as it is, values as given: for the subject and the plain-text body. */
  text: (key: string, values?: TOptions) => string;
  /** The same text for the HTML body: escaped, values included. */
  html: (key: string, values?: TOptions) => string;
  /** A list of texts (a JSON array), values interpolated. */
  lines: (key: string, values?: TOptions) => string[];
};

export function wordsIn(language: EmailLanguage, template?: string): EmailWords {
  const t = translator.getFixedT('emails', template);
  const text = (key: string, values?: TOptions) => t(key, { ...values, lng: language });
  return {
    language,
    text,
    html: (key, values) => escapeHtml(text(key, values)),
    lines: (key, values) => t(key, { ...values, lng: language, returnObjects: true }) as unknown as string[],
  };
}

/**
 * An e-mail: its subject, text and HTML written from the keys of `emails:<template>`, in the applicant's language
 * (English for another), which the result states.
 */
export function emailTemplate<Facts>(template: string, write: (words: EmailWords, facts: Facts) => RenderedEmail) {
  return (language: string | undefined, facts: Facts): RenderedEmail & { language: EmailLanguage } => {
    const chosen = emailLanguage(language);
    return { ...write(wordsIn(chosen, template), facts), language: chosen };
  };
}
