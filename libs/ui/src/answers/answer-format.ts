import { countryNameIn, formatDate, optionLabel, type TFunction } from '@evisa/i18n';
import { findArrivalPort, findExitPort, isOptionValue, OPTION_LISTS, type Option, type OptionListName } from '@evisa/reference-data';

/**
 * Turns stored values into what the applicant reads: dd/mm/yyyy dates, country and port names, option labels. `t`
 * is of the namespaces the answers read (ANSWERS_NAMESPACES: their labels and the countries' names).
 */
export function answerFormat(t: TFunction) {
  const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
  /** A stored choice by its shared label; a value the list does not know (an old record) as it is. */
  const option = (list: OptionListName) => (value: unknown) => (isOptionValue(OPTION_LISTS[list] as readonly Option[], value) ? optionLabel(t, list, value) : text(value));
  return {
    text,
    date: formatDate,
    country: (value: unknown) => (typeof value === 'string' && value ? countryNameIn(t, value) : ''),
    yesNo: (value: unknown) => {
      if (value === true || value === 'true' || value === 'Yes' || value === 'yes') return optionLabel(t, 'yesNo', 'Yes');
      if (value === false || value === 'false' || value === 'No' || value === 'no') return optionLabel(t, 'yesNo', 'No');
      return '';
    },
    arrivalPort: (value: unknown) => findArrivalPort(value)?.name ?? text(value),
    exitPort: (value: unknown) => findExitPort(value)?.name ?? text(value),
    applicationType: option('applicationType'),
    passportType: option('passportType'),
    visaService: option('visaService'),
    visaSubCategory: option('visaSubCategory'),
    visaPurpose: option('visaPurpose'),
    gender: option('gender'),
    religion: option('religion'),
    education: option('education'),
    maritalStatus: option('maritalStatus'),
    occupation: option('occupation'),
    nationalityAcquired: option('nationalityAcquired'),
  };
}

export type AnswerFormat = ReturnType<typeof answerFormat>;
