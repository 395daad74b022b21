import type { IsoDate } from '@evisa/contracts';

/** What a passport's machine-readable zone says, in the form's own terms (ISO 3166-1 alpha-2 countries, yyyy-mm-dd). */
export interface PassportData {
  surname: string;
  /** Given names separated by spaces; empty for a person with one name (all of it is the surname). */
  givenNames: string;
  passportNumber: string;
  nationality: string;
  issuingCountry: string;
  dateOfBirth: IsoDate;
  /** The form's gender values; MRZ '<' (unspecified) is OTHER. */
  sex: 'MALE' | 'FEMALE' | 'OTHER';
  expiry: IsoDate;
}

/** The passport fields every comparison and every fill goes through, in the order they are shown. */
export const PASSPORT_FIELDS = [
  'surname',
  'givenNames',
  'passportNumber',
  'nationality',
  'dateOfBirth',
  'sex',
  'expiry',
  'issuingCountry',
] as const satisfies readonly (keyof PassportData)[];
export type PassportField = (typeof PASSPORT_FIELDS)[number];
