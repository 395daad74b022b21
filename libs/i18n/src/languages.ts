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

/**
 * The cookie that remembers the applicant's choice of language. A cookie rather than local storage: the server reads
 * it too, and answers a page pre-rendered in that language (shell/prerender), so the first paint is in it.
 */
export const LANGUAGE_COOKIE = 'evisa-language';
// Kept a year, for the whole site, and sent when another site links here (Lax), so that the page opens in the choice.
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const LANGUAGE_COOKIE_PATH = '/';
const LANGUAGE_COOKIE_SAME_SITE = 'lax' satisfies CookieSameSite;

/** The language a `Cookie` header (or `document.cookie`) names, if it is one of ours. */
export function cookieLanguage(cookies: string | undefined): LanguageCode | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguageCode(value)) return value;
  }
  return undefined;
}

/** The `document.cookie` assignment that remembers `language` (rememberLanguage, where the browser has no cookie store). */
const languageCookie = (language: LanguageCode) =>
  `${LANGUAGE_COOKIE}=${language}; Path=${LANGUAGE_COOKIE_PATH}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=${LANGUAGE_COOKIE_SAME_SITE}`;

/**
 * Remembers `language` as the visitor's choice (the cookie); settles once the browser has stored it, so that a request
 * made after that (the page asked for again, a reload) carries it. Chromium stores a `document.cookie` write after
 * the script goes on, and a navigation started at once could still go without it: the cookie store's `set` says when
 * it is done. Where the browser has no cookie store (or it refuses), `document.cookie` is written before this returns.
 */
export async function rememberLanguage(language: LanguageCode): Promise<void> {
  const store = (globalThis as { cookieStore?: CookieStore }).cookieStore;
  if (store) {
    try {
      await store.set({
        name: LANGUAGE_COOKIE,
        value: language,
        path: LANGUAGE_COOKIE_PATH,
        expires: Date.now() + LANGUAGE_COOKIE_MAX_AGE_S * 1000,
        sameSite: LANGUAGE_COOKIE_SAME_SITE,
      });
      return;
    } catch {
      // Refused (an opaque origin, say): the document's cookie is still worth trying.
    }
  }
  document.cookie = languageCookie(language);
}

/**
 * The query parameter of a page's address in one language (`/AboutUs?lang=fr`): what search engines list for each
 * language (hreflang, the sitemap) and what a shared link keeps. The address without it is the page in the
 * visitor's own language.
 */
export const LANGUAGE_QUERY = 'lang';

/** The language an address's query (`location.search`, `?lang=fr`) names, if it is one of ours. */
export function addressLanguage(search: string | undefined): LanguageCode | undefined {
  const named = new URLSearchParams(search ?? '').get(LANGUAGE_QUERY);
  return isLanguageCode(named) ? named : undefined;
}

/** A page's address in one language: `/AboutUs` -> `/AboutUs?lang=fr`. */
export const languageAddress = (pathname: string, language: LanguageCode) => `${pathname}?${LANGUAGE_QUERY}=${language}`;

/**
 * The language a page starts in, as a server can tell it from a request: the address's (`?lang=`), else the chosen
 * one (the cookie), else the first supported of the browser's preferences (`Accept-Language`, which the browser
 * builds from the list initialLanguage reads, in the same order), else English: the same choice the page's script
 * then makes.
 */
export function requestLanguage(cookies: string | undefined, acceptLanguage: string | undefined, search?: string): LanguageCode {
  const preferences = (acceptLanguage ?? '').split(',').map((tag) => tag.split(';')[0]!.trim()).filter(Boolean);
  return addressLanguage(search) ?? cookieLanguage(cookies) ?? pickLanguage(preferences);
}

/**
 * The language to start in: the address's, else the one the applicant chose before (the cookie), else the browser's
 * first supported preference, else English. Needs no translation core, so the shell's entry can start the page's
 * texts with it before the shared libraries load.
 */
export function initialLanguage(): LanguageCode {
  return (
    addressLanguage(globalThis.location?.search) ??
    cookieLanguage(globalThis.document?.cookie) ??
    pickLanguage(globalThis.navigator?.languages ?? [])
  );
}
