/** The languages the whole journey is offered in. English carries the spec's exact wording. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'it', name: 'Italiano' },
  { code: 'ja', name: '日本語' },
  { code: 'ru', name: 'Русский' },
  { code: 'es', name: 'Español' },
  { code: 'sv', name: 'Svenska' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** First supported language among the browser's preferences, by primary subtag ('fr-CA' -> 'fr'). */
export function pickLanguage(preferences: readonly string[]): LanguageCode {
  for (const tag of preferences) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

export const LANGUAGE_STORAGE_KEY = 'evisa.language';

function storedLanguage(): LanguageCode | undefined {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language to start in: the one the applicant chose before, else the browser's, else English. Needs no
 * i18next, so the shell's entry (main.ts) can start the page's texts with it before the shared libraries load.
 */
export function initialLanguage(): LanguageCode {
  return storedLanguage() ?? pickLanguage(globalThis.navigator?.languages ?? []);
}
