import type { Country } from './country-table';
import TABLE from './countries.generated.json';

export type { Country } from './country-table';

/**
 * Every country a record may name, sorted by English name (what a person reads is libs/i18n's `countries` texts,
 * named and ordered in each language at build time). Generated at build time from i18n-iso-countries and the rules
 * of `country-table.ts` (build/make-country-table.mjs), so that evaluating this module names and sorts nothing.
 */
export const COUNTRIES: readonly Country[] = TABLE;

/** The step-1 nationality list: countries whose nationals may apply. */
export const EVISA_NATIONALITIES: readonly Country[] = COUNTRIES.filter((country) => country.eVisaAllowed);

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

export function findCountry(code: unknown): Country | undefined {
  return typeof code === 'string' ? BY_CODE.get(code) : undefined;
}

export function isCountryCode(code: unknown): boolean {
  return findCountry(code) !== undefined;
}

export function isEVisaNationality(code: unknown): boolean {
  return findCountry(code)?.eVisaAllowed === true;
}
