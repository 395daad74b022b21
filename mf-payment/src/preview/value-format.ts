import { formatDisplayDate } from '@evisa/contracts';
import { countryName, type TFunction } from '@evisa/i18n';
import {
  APPLICATION_TYPES,
  EDUCATION_LEVELS,
  GENDERS,
  MARITAL_STATUSES,
  NATIONALITY_ACQUIRED,
  OCCUPATIONS,
  PASSPORT_TYPES,
  RELIGIONS,
  findArrivalPort,
  findExitPort,
  type Option,
} from '@evisa/reference-data';

/** Turns stored values into what the applicant reads: dd/mm/yyyy dates, country and port names, option labels. */
export function valueFormat(t: TFunction, language: string) {
  const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
  const option = (options: readonly Option[], value: unknown) => options.find((candidate) => candidate.value === value)?.label ?? text(value);
  return {
    text,
    date: (value: unknown) => formatDisplayDate(value) ?? text(value),
    country: (value: unknown) => (typeof value === 'string' && value ? countryName(value, language) : ''),
    yesNo: (value: unknown) => {
      if (value === true || value === 'true' || value === 'Yes' || value === 'yes') return t('common.yes');
      if (value === false || value === 'false' || value === 'No' || value === 'no') return t('common.no');
      return '';
    },
    arrivalPort: (value: unknown) => findArrivalPort(value)?.name ?? text(value),
    exitPort: (value: unknown) => findExitPort(value)?.name ?? text(value),
    applicationType: (value: unknown) => option(APPLICATION_TYPES, value),
    passportType: (value: unknown) => option(PASSPORT_TYPES, value),
    gender: (value: unknown) => option(GENDERS, value),
    religion: (value: unknown) => option(RELIGIONS, value),
    education: (value: unknown) => option(EDUCATION_LEVELS, value),
    maritalStatus: (value: unknown) => option(MARITAL_STATUSES, value),
    occupation: (value: unknown) => option(OCCUPATIONS, value),
    nationalityAcquired: (value: unknown) => option(NATIONALITY_ACQUIRED, value),
  };
}

export type ValueFormat = ReturnType<typeof valueFormat>;
