import type { LowerYesNo } from '@evisa/reference-data';
import type { IsoDate } from '../values/iso-date';
import { PREVIOUS_VISIT_FIELDS } from '../rules/conditional-fields';
import { fieldListOf } from './field-list';

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

export const STEP5_FIELDS = fieldListOf<Step5Payload>()([
  'visitedIndiaBefore',
  ...PREVIOUS_VISIT_FIELDS,
  'visaRefused',
  'visaRefusedByWhomDetails',
  'countriesVisitedLast10Years',
  'saarcCountries',
  'saarcDetails',
  'referenceNameIndia',
  'referenceAddressIndia',
  'referencePhoneIndia',
  'referenceNameHome',
  'referenceAddressHome',
  'referencePhoneHome',
]);
