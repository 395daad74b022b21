import { formatDisplayDate } from '@evisa/contracts';

/**
 * yyyy-mm-dd (as stored and sent) to dd/mm/yyyy (as the spec shows dates), whatever the language: every screen
 * shows dates through this (the e-mails through the same `formatDisplayDate`). Anything else is shown as it is.
 */
export function formatDate(isoDate: unknown): string {
  if (isoDate === undefined || isoDate === null || isoDate === '') return '';
  return formatDisplayDate(typeof isoDate === 'string' ? isoDate.slice(0, 10) : isoDate) ?? String(isoDate);
}

/** `create` made once per language and kept. For Intl objects: building one loads the locale's ICU data. */
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

/** A US dollar amount written the way the applicant's language writes money. */
export function formatUsd(amount: number, language: string): string {
  return usdFormat(language).format(amount);
}
