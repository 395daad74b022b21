import { formValuesFor, type PassportData } from '@evisa/passport';

/**
 * What a scan on step 1 read, kept in this tab's session storage under the new application's number until step 2
 * (passport number, sex, expiry) has used it. Only the values read, never the photo.
 */
const key = (id: string) => `evisa.passportScan.${id}`;

export function keepScannedPassport(id: string, passport: PassportData): void {
  try {
    sessionStorage.setItem(key(id), JSON.stringify(passport));
  } catch {
    // Storage refused (private mode, full): step 2 is then typed.
  }
}

export function scannedPassport(id: string): PassportData | undefined {
  try {
    const kept = sessionStorage.getItem(key(id));
    return kept ? (JSON.parse(kept) as PassportData) : undefined;
  } catch {
    return undefined;
  }
}

export function forgetScannedPassport(id: string): void {
  try {
    sessionStorage.removeItem(key(id));
  } catch {
    // nothing kept
  }
}

/** A step's answers with the scan's values in the fields still empty; `filled` names the fields it filled. */
export function withScannedValues(step: 1 | 2, values: Record<string, unknown>, passport: PassportData | undefined) {
  if (!passport) return { values, filled: [] as string[] };
  const scanned = Object.entries(formValuesFor(step, passport)).filter(([field]) => !values[field]);
  return { values: { ...values, ...Object.fromEntries(scanned) }, filled: scanned.map(([field]) => field) };
}
