import countries from 'i18n-iso-countries';

/**
 * ICAO 9303 codes that are not ISO 3166-1 alpha-3: Germany's 'D' and the British nationality classes. Codes of
 * organisations (UNO, XXA refugees...) have no country and are left unread.
 */
const ICAO_ONLY: Readonly<Record<string, string>> = { D: 'DE', GBD: 'GB', GBN: 'GB', GBO: 'GB', GBP: 'GB', GBS: 'GB', RKS: 'XK' };

/** The ISO alpha-2 code of an MRZ state code ('GBR', 'D<<'), or undefined. */
export function countryOfMrzCode(code: string): string | undefined {
  const trimmed = code.replace(/</g, '');
  return ICAO_ONLY[trimmed] ?? countries.alpha3ToAlpha2(trimmed);
}

/** The MRZ state code of an ISO alpha-2 code ('DE' is 'D<<'). */
export function mrzCodeOfCountry(code: string): string {
  if (code === 'DE') return 'D<<';
  const alpha3 = countries.alpha2ToAlpha3(code);
  if (!alpha3) throw new Error(`no ISO alpha-3 code for ${code}`);
  return alpha3;
}
