import type { LowerYesNo } from '@evisa/reference-data';
import type { IsoDate } from '../values/iso-date';
import { fieldsOf, type FieldDeclarations } from './field-declaration';

/** One "visited a SAARC country in the last 3 years" entry. */
export type SaarcVisit = {
  /** ISO alpha-2 code of a SAARC member. */
  country: string;
  /** One of saarcYearChoices(today). */
  year: number;
  /** At least 1. */
  visits: number;
};

/** Step 5: previous visits, refusals, other travel, SAARC visits and references (spec 2.9 and 3.1). */
export type Step5Payload = {
  /** Defaults to 'no'. */
  visitedIndiaBefore: LowerYesNo;
  visitedIndiaBeforeAddrss: string;
  visitedIndiaBeforeCitiesVisitedInIndia: string;
  visitedIndiaBefore_Last_current_ValidVisaNo: string;
  visitedIndiaBeforeTypeOfVisa: string;
  visitedIndiaBeforePlaceOfVisa: string;
  visitedIndiaBeforeDateOfIssue: IsoDate;
  visaRefused: LowerYesNo;
  visaRefusedByWhomDetails: string;
  /** "Countries visited in the last 10 years" (the spec elides this field's name; see docs/decisions.md). */
  countriesVisitedLast10Years: string;
  saarcCountries: LowerYesNo;
  saarcDetails: SaarcVisit[];
  referenceNameIndia: string;
  referenceAddressIndia: string;
  referencePhoneIndia: string;
  referenceNameHome: string;
  referenceAddressHome: string;
  referencePhoneHome: string;
};

/** Step 5's fields in the form's order. */
export const STEP5_DECLARATIONS = {
  visitedIndiaBefore: { kind: 'yesNo' },
  visitedIndiaBeforeAddrss: { kind: 'multiLine' },
  visitedIndiaBeforeCitiesVisitedInIndia: { kind: 'multiLine' },
  visitedIndiaBefore_Last_current_ValidVisaNo: { kind: 'text' },
  visitedIndiaBeforeTypeOfVisa: { kind: 'text' },
  visitedIndiaBeforePlaceOfVisa: { kind: 'text' },
  visitedIndiaBeforeDateOfIssue: { kind: 'date' },
  visaRefused: { kind: 'yesNo' },
  visaRefusedByWhomDetails: { kind: 'multiLine' },
  countriesVisitedLast10Years: { kind: 'multiLine' },
  saarcCountries: { kind: 'yesNo' },
  saarcDetails: { kind: 'list' },
  referenceNameIndia: { kind: 'text' },
  referenceAddressIndia: { kind: 'multiLine' },
  referencePhoneIndia: { kind: 'phone' },
  referenceNameHome: { kind: 'text' },
  referenceAddressHome: { kind: 'multiLine' },
  referencePhoneHome: { kind: 'phone' },
} as const satisfies FieldDeclarations<Step5Payload>;

export const STEP5_FIELDS = fieldsOf(STEP5_DECLARATIONS);
