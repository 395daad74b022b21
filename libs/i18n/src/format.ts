import { formatDisplayDate } from '@evisa/contracts';

/**
 * yyyy-mm-dd (as stored and sent) to dd/mm/yyyy (as the spec shows dates), whatever the language: every screen
 * shows dates through this (the e-mails through the same `formatDisplayDate`). Anything else is shown as it is.
 */
export function formatDate(isoDate: unknown): string {
  if (isoDate === undefined || isoDate === null || isoDate === '') return '';
  return formatDisplayDate(typeof isoDate === 'string' ? isoDate.slice(0, 10) : isoDate) ?? String(isoDate);
}

/**
 * `create` made once per language and kept. For Intl objects: building one loads the locale's ICU data (a fraction
 * of a millisecond each, but the country lists ask for some 250 names per render: 64 ms of a throttled phone's
 * step-1 render).
 */
export function perLanguage<T>(create: (language: string) => T): (language: string) => T {
  const made = new Map<string, T>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) {
      value = create(language);
      made.set(language, value);
    }
    return value;
  };
}

const usdFormat = perLanguage((language) => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }));
const regionNames = perLanguage((language) => new Intl.DisplayNames([language], { type: 'region' }));

/** A US dollar amount written the way the applicant's language writes money. */
export function formatUsd(amount: number, language: string): string {
  return usdFormat(language).format(amount);
}

/** A country's name in the applicant's language, from the browser's own data (no bytes to download). */
export function countryName(code: string, language: string, fallback = code): string {
  try {
    return regionNames(language).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * Each loads the browser's locale data for one use in a language: country names, and sorting (the first Intl object
 * that needs it loads the data, a long task on a slow phone; later ones reuse it, docs/performance.md). The
 * page's first script runs them, each in an idle moment of its own, while the page's scripts download, so the form
 * screens' first render does not pay it.
 */
export const LOCALE_DATA_WARM_UPS: ReadonlyArray<(language: string) => void> = [
  (language) => countryName('IN', language),
  (language) => {
    try {
      new Intl.Collator(language).compare('a', 'b');
    } catch {
      // an unknown language: the screens fall back on their own
    }
  },
];
