import type { PassportData, PassportField } from './passport-data';

/** Where each passport field lives in the application: its step and its form field (issuing country has none). */
export const PASSPORT_FORM_FIELDS = {
  surname: { step: 1, field: 'surname' },
  givenNames: { step: 1, field: 'givenName' },
  nationality: { step: 1, field: 'nationality' },
  dateOfBirth: { step: 1, field: 'dateOfBirth' },
  sex: { step: 2, field: 'gender' },
  passportNumber: { step: 2, field: 'passportNumber' },
  expiry: { step: 2, field: 'passportDateOfExpiry' },
} as const satisfies Partial<Record<PassportField, { step: 1 | 2; field: string }>>;
type Mapped = keyof typeof PASSPORT_FORM_FIELDS;

/** A passport's values as one step's form values ({ surname: 'DOE', givenName: 'JANE', ... }). */
export function formValuesFor(step: 1 | 2, passport: PassportData): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(PASSPORT_FORM_FIELDS) as Mapped[])
      .filter((key) => PASSPORT_FORM_FIELDS[key].step === step)
      .map((key) => [PASSPORT_FORM_FIELDS[key].field, passport[key]]),
  );
}

/** The passport's values of an application's answers (missing ones are empty). */
export function passportValuesOf(answers: object): Partial<Record<Mapped, string>> {
  return Object.fromEntries(
    (Object.keys(PASSPORT_FORM_FIELDS) as Mapped[]).map((key) => [key, String((answers as Record<string, unknown>)[PASSPORT_FORM_FIELDS[key].field] ?? '')]),
  );
}
