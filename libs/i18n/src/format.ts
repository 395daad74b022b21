/** yyyy-mm-dd (as stored and sent) to dd/mm/yyyy (as the spec shows dates), whatever the language. */
export function formatDate(isoDate: string | undefined | null): string {
  if (!isoDate) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** A US dollar amount written the way the applicant's language writes money. */
export function formatUsd(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(amount);
}

/** A country's name in the applicant's language, from the browser's own data (no bytes to download). */
export function countryName(code: string, language: string, fallback = code): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
