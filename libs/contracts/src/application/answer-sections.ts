import { DOCUMENTS, SECURITY_QUESTIONS, findVisaService, isVisaBranch, purposeSectionOf, type DocumentField, type SecurityQuestionKey } from '@evisa/reference-data';
import type { ApplicationRecord } from './application-record';
import { PURPOSE_FIELD_KINDS, PURPOSE_GROUP_FIELDS, type PurposeField } from './purpose-groups';
import type { ApplicationStep } from './steps';
import { asks } from '../rules/asked-fields';
import { isYes } from '../rules/conditions';

/**
 * Every answer of an application grouped as the Preview shows it (spec 2.13), as data: the applicant's Preview
 * words it with the site's translations, the agency desk shows the same sections for review. Labels and formats
 * name translation keys and value formatters; values are the stored ones.
 */

/** How a stored value is shown: the formatters of the payment remote's value-format.ts, plus documents and SAARC visits. */
export type AnswerFormat =
  | 'text'
  | 'date'
  | 'country'
  | 'yesNo'
  | 'arrivalPort'
  | 'exitPort'
  | 'applicationType'
  | 'passportType'
  | 'visaService'
  | 'visaSubCategory'
  | 'visaPurpose'
  | 'gender'
  | 'religion'
  | 'education'
  | 'maritalStatus'
  | 'occupation'
  | 'nationalityAcquired'
  /** The stored file's name, or empty when none was uploaded. */
  | 'document'
  /** `{ year, visits }` of one SAARC visit. */
  | 'saarcVisit';

/** What a row is called: a key of the shared `answers` namespace (libs/i18n), a document's or security question's shared name, or a country. */
export type AnswerLabel =
  | { kind: 'text'; key: string }
  | { kind: 'document'; field: DocumentField }
  | { kind: 'securityQuestion'; key: SecurityQuestionKey }
  | { kind: 'country'; value: string };

export type AnswerRow = {
  /** The record field the row shows (for a SAARC visit: `saarcDetails`). */
  field: string;
  label: AnswerLabel;
  format: AnswerFormat;
  value: unknown;
};

/** A titled part of a section; `title` is a key under `sections` (the `answers` namespace). */
export type AnswerGroup = { title?: string; rows: AnswerRow[] };

export type AnswerSection = {
  /** Its title is `sections.<key>` of the `answers` namespace. */
  key: string;
  /** The steps that hold the section's answers. */
  steps: ApplicationStep[];
  groups: AnswerGroup[];
};

/** Every section of spec 2.13 with the stored values; conditional parts only when they apply. */
export function answerSections(record: ApplicationRecord): AnswerSection[] {
  const values = record as unknown as Record<string, unknown>;
  const row = (field: string, format: AnswerFormat = 'text', key = `fields.${field}`): AnswerRow => ({ field, label: { kind: 'text', key }, format, value: values[field] });
  const parent = (prefix: 'father' | 'mother'): AnswerRow[] => [
    row(`${prefix}Name`, 'text', 'fields.parentName'),
    row(`${prefix}Nationality`, 'country', 'fields.parentNationality'),
    row(`${prefix}PreviousNationality`, 'country', 'fields.parentPreviousNationality'),
    row(`${prefix}PlaceOfBirth`, 'text', 'fields.parentPlaceOfBirth'),
    row(`${prefix}CountryOfBirth`, 'country', 'fields.parentCountryOfBirth'),
  ];
  const section = (key: string, steps: ApplicationStep[], groups: AnswerGroup[]): AnswerSection => ({ key, steps, groups });

  const service = findVisaService(record.visaService);
  const subCategory = service?.options.find((option) => option.value === record.serviceSubCategory);
  const leaf = subCategory && isVisaBranch(subCategory) ? subCategory.options.find((option) => option.value === record.serviceSubCat_subCategory) : undefined;
  const purpose = purposeSectionOf(record);
  const purposeRows = purpose
    ? PURPOSE_GROUP_FIELDS[purpose].map((field: PurposeField) => {
        const kind = PURPOSE_FIELD_KINDS[field];
        const format: AnswerFormat = kind === 'date' ? 'date' : kind === 'country' ? 'country' : kind === 'yesNo' ? 'yesNo' : 'text';
        return row(field, format, `purposeFields.${field.slice(purpose.length)}`);
      })
    : [];

  return [
    section('applicant', ['step1', 'step2'], [
      {
        rows: [
          row('surname'),
          row('givenName'),
          row('nameChanged', 'yesNo'),
          ...(asks('previousName', values) ? [row('previousSurname'), row('previousName')] : []),
          row('gender', 'gender'),
          row('dateOfBirth', 'date'),
          row('cityOfBirth'),
          row('countryOfBirth', 'country'),
          row('nationalId'),
          row('religion', 'religion'),
          row('identificationMark'),
          row('education', 'education'),
          row('nationality', 'country'),
          row('nationalityAcquired', 'nationalityAcquired'),
          ...(asks('naturalization', values) ? [row('nationalityAcquiredDetails', 'country')] : []),
          row('livedInCountry', 'yesNo'),
          row('email'),
          row('contactNo'),
        ],
      },
    ]),
    section('passport', ['step2'], [
      {
        rows: [
          row('passportType', 'passportType'),
          row('passportNumber'),
          row('passportPlaceOfIssue'),
          row('passportDateOfIssue', 'date'),
          row('passportDateOfExpiry', 'date'),
          row('otherPassport', 'yesNo'),
        ],
      },
      ...(asks('otherPassport', values)
        ? [
            {
              title: 'otherPassport',
              rows: [
                row('otherPassportCountryOfIssue', 'country'),
                row('otherPassport_PassportNo'),
                row('otherPassportDateOfIssue', 'date'),
                row('otherPassportPlaceOfIssue'),
                row('otherPassportNationaliyMentioned', 'country'),
              ],
            },
          ]
        : []),
    ]),
    section('address', ['step3'], [
      {
        title: 'presentAddress',
        rows: [row('presentHouseNo'), row('presentVillageTownCity'), row('presentState'), row('presentPostalCode'), row('presentCountry', 'country'), row('presentPhoneNo'), row('presentMobileNo')],
      },
      {
        title: 'permanentAddress',
        rows: [row('sameAsPermanent', 'yesNo'), row('permanentHouseNo'), row('permanentVillageTownCity'), row('permanentState'), row('permanentPostalCode')],
      },
    ]),
    section('father', ['step3'], [{ rows: parent('father') }]),
    section('mother', ['step3'], [{ rows: parent('mother') }]),
    section('spouse', ['step3'], [
      {
        rows: [
          row('maritalStatus', 'maritalStatus'),
          ...(asks('spouse', values)
            ? [
                row('spouseName', 'text', 'fields.parentName'),
                row('SpouseNationality', 'country', 'fields.parentNationality'),
                row('SpousePrevNationality', 'country', 'fields.parentPreviousNationality'),
                row('SpouseBirthPlace', 'text', 'fields.parentPlaceOfBirth'),
                row('SpouseCtryOfBirth', 'country', 'fields.parentCountryOfBirth'),
              ]
            : []),
          row('grandparentPakistani', 'yesNo'),
          ...(asks('grandparentDetails', values) ? [row('grandparentPakistaniYes')] : []),
        ],
      },
    ]),
    section('occupation', ['step3'], [
      {
        rows: [
          row('presentOccupation', 'occupation'),
          row('employerName'),
          row('designation'),
          row('employerAddress'),
          row('employerPhoneNo'),
          row('pastOccupation'),
          row('inMilitaryOrganization', 'yesNo'),
        ],
      },
      ...(asks('militaryService', values)
        ? [{ title: 'military', rows: [row('forceOrganizationName'), row('forceOrganizationDesignation'), row('forceOrganizationRank'), row('forceorganizationPlace')] }]
        : []),
    ]),
    section('visa', ['step1', 'step4'], [
      {
        rows: [
          row('applicationType', 'applicationType'),
          row('visaService', 'visaService'),
          row('serviceSubCategory', 'visaSubCategory'),
          ...(leaf ? [row('serviceSubCat_subCategory', 'visaPurpose')] : []),
          row('portOfArrival', 'arrivalPort'),
          row('expectedArrival', 'date'),
          row('placeVisited1'),
          row('placeVisited2'),
          row('expectedPortOfExit', 'exitPort'),
        ],
      },
      ...(purposeRows.length ? [{ title: 'purpose', rows: purposeRows }] : []),
    ]),
    section('previousVisa', ['step5'], [
      {
        rows: [
          row('visitedIndiaBefore', 'yesNo'),
          ...(asks('previousVisit', values)
            ? [
                row('visitedIndiaBeforeAddrss'),
                row('visitedIndiaBeforeCitiesVisitedInIndia'),
                row('visitedIndiaBefore_Last_current_ValidVisaNo'),
                row('visitedIndiaBeforeTypeOfVisa'),
                row('visitedIndiaBeforePlaceOfVisa'),
                row('visitedIndiaBeforeDateOfIssue', 'date'),
              ]
            : []),
          row('visaRefused', 'yesNo'),
          ...(asks('refusalDetails', values) ? [row('visaRefusedByWhomDetails')] : []),
        ],
      },
    ]),
    section('otherInformation', ['step5'], [{ rows: [row('countriesVisitedLast10Years')] }]),
    section('saarc', ['step5'], [
      {
        rows: [
          row('saarcCountries', 'yesNo', 'saarcQuestion'),
          ...(isYes(record.saarcCountries)
            ? (record.saarcDetails ?? []).map(
                (visit): AnswerRow => ({ field: 'saarcDetails', label: { kind: 'country', value: visit.country }, format: 'saarcVisit', value: { year: visit.year, visits: visit.visits } }),
              )
            : []),
        ],
      },
    ]),
    section('reference', ['step5'], [
      {
        rows: [row('referenceNameIndia'), row('referenceAddressIndia'), row('referencePhoneIndia'), row('referenceNameHome'), row('referenceAddressHome'), row('referencePhoneHome')],
      },
    ]),
    section('documents', ['documents'], [
      {
        rows: DOCUMENTS.filter((document) => document.field === 'passportCopy' || values[document.field]).map(
          (document): AnswerRow => ({ field: document.field, label: { kind: 'document', field: document.field }, format: 'document', value: values[document.field] ?? '' }),
        ),
      },
    ]),
    section('questions', ['questions'], [
      {
        rows: SECURITY_QUESTIONS.flatMap((question): AnswerRow[] => [
          { field: question.key, label: { kind: 'securityQuestion', key: question.key }, format: 'yesNo', value: values[question.key] },
          ...(isYes(values[question.key]) ? [row(question.detailField, 'text', 'fields.grandparentPakistaniYes')] : []),
        ]),
      },
    ]),
  ];
}
