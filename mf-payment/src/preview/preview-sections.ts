import type { ApplicationRecord, ApplicationStep } from '@evisa/contracts';
import { PURPOSE_FIELD_KINDS, PURPOSE_GROUP_FIELDS, type PurposeField } from '@evisa/contracts';
import { documentName, securityQuestion, type TFunction } from '@evisa/i18n';
import { DOCUMENTS, SECURITY_QUESTIONS, findVisaService, isVisaBranch, purposeSectionOf } from '@evisa/reference-data';
import type { ValueFormat } from './value-format';

export type PreviewRow = { label: string; value: string };
export type PreviewGroup = { title?: string; rows: PreviewRow[] };
export type PreviewSection = {
  key: string;
  title: string;
  /** The steps that hold the section's answers: one change link each. */
  steps: ApplicationStep[];
  groups: PreviewGroup[];
};

const isYes = (value: unknown) => value === true || value === 'true' || value === 'Yes' || value === 'yes';

/** Every section of spec 2.13 with the stored values; conditional parts only when they apply. */
export function previewSections(record: ApplicationRecord, format: ValueFormat, t: TFunction): PreviewSection[] {
  const values = record as unknown as Record<string, unknown>;
  const row = (field: string, shown: (value: unknown) => string = format.text, label = t(`fields.${field}`)): PreviewRow => ({ label, value: shown(values[field]) });
  const parent = (prefix: 'father' | 'mother'): PreviewRow[] => [
    row(`${prefix}Name`, format.text, t('fields.parentName')),
    row(`${prefix}Nationality`, format.country, t('fields.parentNationality')),
    row(`${prefix}PreviousNationality`, format.country, t('fields.parentPreviousNationality')),
    row(`${prefix}PlaceOfBirth`, format.text, t('fields.parentPlaceOfBirth')),
    row(`${prefix}CountryOfBirth`, format.country, t('fields.parentCountryOfBirth')),
  ];
  const section = (key: string, steps: ApplicationStep[], groups: PreviewGroup[]): PreviewSection => ({ key, title: t(`preview.sections.${key}`), steps, groups });

  const service = findVisaService(record.visaService);
  const subCategory = service?.options.find((option) => option.value === record.serviceSubCategory);
  const leaf = subCategory && isVisaBranch(subCategory) ? subCategory.options.find((option) => option.value === record.serviceSubCat_subCategory) : undefined;
  const purpose = purposeSectionOf(record);
  const purposeRows = purpose
    ? PURPOSE_GROUP_FIELDS[purpose].map((field: PurposeField) => {
        const kind = PURPOSE_FIELD_KINDS[field];
        const shown = kind === 'date' ? format.date : kind === 'country' ? format.country : kind === 'yesNo' ? format.yesNo : format.text;
        return row(field, shown, t(`purposeFields.${field.slice(purpose.length)}`));
      })
    : [];
  const married = record.maritalStatus === 'Married';
  const visitedBefore = isYes(record.visitedIndiaBefore);
  const refused = isYes(record.visaRefused);
  const nameChanged = isYes(record.nameChanged);

  return [
    section('applicant', ['step1', 'step2'], [
      {
        rows: [
          row('surname'),
          row('givenName'),
          row('nameChanged', format.yesNo),
          ...(nameChanged ? [row('previousSurname'), row('previousName')] : []),
          row('gender', format.gender),
          row('dateOfBirth', format.date),
          row('cityOfBirth'),
          row('countryOfBirth', format.country),
          row('nationalId'),
          row('religion', format.religion),
          row('identificationMark'),
          row('education', format.education),
          row('nationality', format.country),
          row('nationalityAcquired', format.nationalityAcquired),
          ...(record.nationalityAcquired === 'By naturalization' ? [row('nationalityAcquiredDetails', format.country)] : []),
          row('livedInCountry', format.yesNo),
          row('email'),
          row('contactNo'),
        ],
      },
    ]),
    section('passport', ['step2'], [
      {
        rows: [
          row('passportType', format.passportType),
          row('passportNumber'),
          row('passportPlaceOfIssue'),
          row('passportDateOfIssue', format.date),
          row('passportDateOfExpiry', format.date),
          row('otherPassport', format.yesNo),
        ],
      },
      ...(isYes(record.otherPassport)
        ? [
            {
              title: t('preview.sections.otherPassport'),
              rows: [
                row('otherPassportCountryOfIssue', format.country),
                row('otherPassport_PassportNo'),
                row('otherPassportDateOfIssue', format.date),
                row('otherPassportPlaceOfIssue'),
                row('otherPassportNationaliyMentioned', format.country),
              ],
            },
          ]
        : []),
    ]),
    section('address', ['step3'], [
      {
        title: t('preview.sections.presentAddress'),
        rows: [row('presentHouseNo'), row('presentVillageTownCity'), row('presentState'), row('presentPostalCode'), row('presentCountry', format.country), row('presentPhoneNo'), row('presentMobileNo')],
      },
      {
        title: t('preview.sections.permanentAddress'),
        rows: [row('sameAsPermanent', format.yesNo), row('permanentHouseNo'), row('permanentVillageTownCity'), row('permanentState'), row('permanentPostalCode')],
      },
    ]),
    section('father', ['step3'], [{ rows: parent('father') }]),
    section('mother', ['step3'], [{ rows: parent('mother') }]),
    section('spouse', ['step3'], [
      {
        rows: [
          row('maritalStatus', format.maritalStatus),
          ...(married
            ? [
                row('spouseName', format.text, t('fields.parentName')),
                row('SpouseNationality', format.country, t('fields.parentNationality')),
                row('SpousePrevNationality', format.country, t('fields.parentPreviousNationality')),
                row('SpouseBirthPlace', format.text, t('fields.parentPlaceOfBirth')),
                row('SpouseCtryOfBirth', format.country, t('fields.parentCountryOfBirth')),
              ]
            : []),
          row('grandparentPakistani', format.yesNo),
          ...(isYes(record.grandparentPakistani) ? [row('grandparentPakistaniYes')] : []),
        ],
      },
    ]),
    section('occupation', ['step3'], [
      {
        rows: [
          row('presentOccupation', format.occupation),
          row('employerName'),
          row('designation'),
          row('employerAddress'),
          row('employerPhoneNo'),
          row('pastOccupation'),
          row('inMilitaryOrganization', format.yesNo),
        ],
      },
      ...(isYes(record.inMilitaryOrganization)
        ? [
            {
              title: t('preview.sections.military'),
              rows: [row('forceOrganizationName'), row('forceOrganizationDesignation'), row('forceOrganizationRank'), row('forceorganizationPlace')],
            },
          ]
        : []),
    ]),
    section('visa', ['step1', 'step4'], [
      {
        rows: [
          row('applicationType', format.applicationType),
          row('visaService', format.visaService),
          row('serviceSubCategory', format.visaSubCategory),
          ...(leaf ? [row('serviceSubCat_subCategory', format.visaPurpose)] : []),
          row('portOfArrival', format.arrivalPort),
          row('expectedArrival', format.date),
          row('placeVisited1'),
          row('placeVisited2'),
          row('expectedPortOfExit', format.exitPort),
        ],
      },
      ...(purposeRows.length ? [{ title: t('preview.sections.purpose'), rows: purposeRows }] : []),
    ]),
    section('previousVisa', ['step5'], [
      {
        rows: [
          row('visitedIndiaBefore', format.yesNo),
          ...(visitedBefore
            ? [
                row('visitedIndiaBeforeAddrss'),
                row('visitedIndiaBeforeCitiesVisitedInIndia'),
                row('visitedIndiaBefore_Last_current_ValidVisaNo'),
                row('visitedIndiaBeforeTypeOfVisa'),
                row('visitedIndiaBeforePlaceOfVisa'),
                row('visitedIndiaBeforeDateOfIssue', format.date),
              ]
            : []),
          row('visaRefused', format.yesNo),
          ...(refused ? [row('visaRefusedByWhomDetails')] : []),
        ],
      },
    ]),
    section('otherInformation', ['step5'], [{ rows: [row('countriesVisitedLast10Years')] }]),
    section('saarc', ['step5'], [
      {
        rows: [
          { label: t('preview.saarcQuestion'), value: format.yesNo(record.saarcCountries) },
          ...(isYes(record.saarcCountries)
            ? (record.saarcDetails ?? []).map((visit) => ({
                label: format.country(visit.country),
                value: t('preview.saarcEntry', { year: visit.year, count: visit.visits }),
              }))
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
        rows: DOCUMENTS.filter((document) => document.field === 'passportCopy' || values[document.field]).map((document) => ({
          label: documentName(t, document.field),
          value: values[document.field] ? t('preview.documentUploaded') : t('preview.documentNotUploaded'),
        })),
      },
    ]),
    section('questions', ['questions'], [
      {
        rows: SECURITY_QUESTIONS.flatMap((question) => [
          { label: securityQuestion(t, question.key), value: format.yesNo(values[question.key]) },
          ...(isYes(values[question.key]) ? [{ label: t('fields.grandparentPakistaniYes'), value: format.text(values[question.detailField]) }] : []),
        ]),
      },
    ]),
  ];
}
