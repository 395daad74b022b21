import { EVISA_ELIGIBILITY } from './evisa-eligibility';

export type Country = {
  /** ISO 3166-1 alpha-2 code: what the record stores for every country and nationality field. */
  readonly code: string;
  readonly name: string;
  /** Whether its nationals may apply for an Indian e-Visa: on the official list (`EVISA_ELIGIBILITY`). */
  readonly eVisaAllowed: boolean;
};

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

/**
 * The country list from the ISO English names (i18n-iso-countries' `getNames('en', { select: 'official' })`), sorted
 * by name. Run at build time, not in the browser (libs/reference-data/build/make-country-table.mjs writes
 * countries.generated.json; country-table.spec.ts fails when that file differs from the library).
 */
export function countryTable(isoNames: Readonly<Record<string, string>>): Country[] {
  const eligible = new Set(EVISA_ELIGIBILITY.nationalities);
  const english = new Intl.Collator('en');
  return Object.entries(isoNames)
    .filter(([code]) => !NOT_NATIONALITIES.has(code))
    .map(([code, name]) => ({ code, name: SHORT_NAMES[code] ?? name, eVisaAllowed: eligible.has(code) }))
    .sort((a, b) => english.compare(a.name, b.name));
}

/** The table as the generated file holds it: one country a line, so that a change reads as a diff of its lines. */
export function countryTableJson(table: readonly Country[]): string {
  return `[\n${table.map((country) => `  ${JSON.stringify(country)}`).join(',\n')}\n]\n`;
}
