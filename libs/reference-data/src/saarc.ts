/**
 * SAARC member states, offered for the "visited SAARC countries in the last 3 years" entries. The spec's list
 * (9.1) names five; the full membership is used so no visit has to be left undeclared (docs/decisions.md).
 */
export const SAARC_COUNTRY_CODES: readonly string[] = ['AF', 'BD', 'BT', 'IN', 'MV', 'NP', 'PK', 'LK'];

export function isSaarcCountry(code: unknown): boolean {
  return typeof code === 'string' && SAARC_COUNTRY_CODES.includes(code);
}

/** Year choices for a SAARC visit: the current year and the three before, newest first (spec 9.1). */
export function saarcYearChoices(today: string): number[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`saarcYearChoices needs a yyyy-mm-dd date, got "${today}"`);
  const year = Number(today.slice(0, 4));
  return [year, year - 1, year - 2, year - 3];
}
