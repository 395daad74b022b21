import { ANSWERS_NAMESPACE } from './namespaces';
import type { TFunction } from './translator';

/**
 * The shared namespace of the countries' names: in each language, every country of reference-data's table named
 * and listed in the language's order, decided at build time (build/make-country-names.mjs), so that no page names
 * or sorts countries (docs/decisions.md, "Country names"). A screen that names a country asks for it with its texts.
 */
export const COUNTRIES_NAMESPACE = 'countries';

/** What the read-only answers read (answerFormat, libs/ui): their labels, and the countries' names. */
export const ANSWERS_NAMESPACES: readonly string[] = [ANSWERS_NAMESPACE, COUNTRIES_NAMESPACE];

export interface NamedCountry {
  readonly code: string;
  readonly name: string;
}

/** A country's name in the page's language; an unknown code (an old record) as it is. */
export function countryNameIn(t: TFunction, code: string): string {
  return t(`${COUNTRIES_NAMESPACE}:names.${code}`, { defaultValue: code });
}

/** Every country named in the page's language, in its order (the file's). */
export function namedCountries(t: TFunction): NamedCountry[] {
  const names = t(`${COUNTRIES_NAMESPACE}:names`, { returnObjects: true }) as unknown;
  if (names === null || typeof names !== 'object') return [];
  return Object.entries(names as Record<string, string>).map(([code, name]) => ({ code, name }));
}
