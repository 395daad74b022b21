import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import { EVISA_ELIGIBILITY } from './evisa-eligibility';

// Only English is registered: the browser localises names itself with Intl.DisplayNames.
countries.registerLocale(en);

export type Country = {
  /** ISO 3166-1 alpha-2 code: what the record stores for every country and nationality field. */
  readonly code: string;
  readonly name: string;
  /** Whether its nationals may apply for an Indian e-Visa: on the official list (`EVISA_ELIGIBILITY`). */
  readonly eVisaAllowed: boolean;
};

const ELIGIBLE = new Set(EVISA_ELIGIBILITY.nationalities);

/**
 * ISO entries left out: uninhabited territories and dependencies whose people travel on another country's
 * passport. Dependencies on India's published e-Visa eligibility list (Anguilla, Aruba, Cayman Islands,
 * Montserrat, Turks and Caicos, Cook Islands, Niue) stay in, as do Hong Kong, Macao and Taiwan.
 */
const NOT_NATIONALITIES = new Set([
  'AQ', 'AS', 'AX', 'BL', 'BM', 'BQ', 'BV', 'CC', 'CW', 'CX', 'EH', 'FK', 'FO', 'GF', 'GG', 'GI', 'GL', 'GP',
  'GS', 'GU', 'HM', 'IM', 'IO', 'JE', 'MF', 'MP', 'MQ', 'NC', 'NF', 'PF', 'PM', 'PN', 'PR', 'RE', 'SH', 'SJ',
  'SX', 'TF', 'TK', 'UM', 'VG', 'VI', 'WF', 'YT',
]);

/** Short forms where the ISO official name is long or not the name people use. */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  BN: 'Brunei',
  CN: 'China',
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  VA: 'Vatican City',
};

// One collator for the sort: localeCompare with a locale builds one per comparison (47 ms on a throttled phone).
const english = new Intl.Collator('en');

export const COUNTRIES: readonly Country[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .filter(([code]) => !NOT_NATIONALITIES.has(code))
  .map(([code, name]) => ({ code, name: SHORT_NAMES[code] ?? name, eVisaAllowed: ELIGIBLE.has(code) }))
  .sort((a, b) => english.compare(a.name, b.name));

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
