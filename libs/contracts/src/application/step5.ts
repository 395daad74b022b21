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

/**
 * Step 5's fields in the form's order (spec 3.1, 5.4): each reference with its own "required" message. The SAARC
 * visits, when asked, are checked entry by entry by their own rule (saarc.rules.ts).
 */
export const STEP5_DECLARATIONS = {
  visitedIndiaBefore: { kind: 'yesNo', options: 'lowerYesNo' },
  visitedIndiaBeforeAddrss: { kind: 'multiLine', askedWhen: 'previousVisit', required: true },
  visitedIndiaBeforeCitiesVisitedInIndia: { kind: 'multiLine', askedWhen: 'previousVisit', required: true },
  visitedIndiaBefore_Last_current_ValidVisaNo: { kind: 'text', askedWhen: 'previousVisit', required: true },
  visitedIndiaBeforeTypeOfVisa: { kind: 'text', askedWhen: 'previousVisit', required: true },
  visitedIndiaBeforePlaceOfVisa: { kind: 'text', askedWhen: 'previousVisit', required: true },
  visitedIndiaBeforeDateOfIssue: { kind: 'date', askedWhen: 'previousVisit', required: true },
  visaRefused: { kind: 'yesNo', options: 'lowerYesNo' },
  visaRefusedByWhomDetails: { kind: 'multiLine', askedWhen: 'refusalDetails', required: { message: 'detailsRequired' } },
  countriesVisitedLast10Years: { kind: 'multiLine' },
  saarcCountries: { kind: 'yesNo', options: 'lowerYesNo' },
  saarcDetails: { kind: 'list', askedWhen: 'saarcVisits' },
  referenceNameIndia: { kind: 'text', required: { message: 'referenceNameIndiaRequired' } },
  referenceAddressIndia: { kind: 'multiLine', required: { message: 'referenceAddressIndiaRequired' } },
  referencePhoneIndia: { kind: 'phone', required: { message: 'referencePhoneIndiaRequired' } },
  referenceNameHome: { kind: 'text', required: { message: 'referenceNameHomeRequired' } },
  referenceAddressHome: { kind: 'multiLine', required: { message: 'referenceAddressHomeRequired' } },
  referencePhoneHome: { kind: 'phone', required: { message: 'referencePhoneHomeRequired' } },
} as const satisfies FieldDeclarations<Step5Payload>;

export const STEP5_FIELDS = fieldsOf(STEP5_DECLARATIONS);

