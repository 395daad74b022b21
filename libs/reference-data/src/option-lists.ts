import type { Option } from './option';
import { APPLICATION_TYPES } from './application-types';
import { EDUCATION_LEVELS, GENDERS, LOWER_YES_NO, MARITAL_STATUSES, NATIONALITY_ACQUIRED, OCCUPATIONS, PASSPORT_TYPES, RELIGIONS, YES_NO } from './options';
import { isVisaBranch, VISA_SERVICES } from './visa-services';

/** Each value once (the tourist purposes repeat under every duration); a value must keep one label throughout. */
function distinct(options: readonly Option[]): readonly Option[] {
  const byValue = new Map<string, Option>();
  for (const option of options) {
    const seen = byValue.get(option.value);
    if (seen && seen.label !== option.label) throw new Error(`Option ${option.value} has two labels`);
    byValue.set(option.value, seen ?? option);
  }
  return [...byValue.values()];
}

const SUB_CATEGORIES = VISA_SERVICES.flatMap((service) => service.options);

/**
 * Every list of choices the applicant reads, by the name its labels have in the shared translations
 * (`options.<list>.<value>` in libs/i18n/locales). The values are defined here and only here; the English labels
 * here are the spec's wording, which the English locale repeats (checked by libs/i18n's option-labels spec).
 */
export const OPTION_LISTS = {
  applicationType: APPLICATION_TYPES,
  passportType: PASSPORT_TYPES,
  visaService: VISA_SERVICES,
  visaSubCategory: distinct(SUB_CATEGORIES),
  visaPurpose: distinct(SUB_CATEGORIES.filter(isVisaBranch).flatMap((branch) => branch.options)),
  gender: GENDERS,
  religion: RELIGIONS,
  education: EDUCATION_LEVELS,
  maritalStatus: MARITAL_STATUSES,
  occupation: OCCUPATIONS,
  nationalityAcquired: NATIONALITY_ACQUIRED,
  yesNo: distinct([...YES_NO, ...LOWER_YES_NO]),
} as const satisfies Record<string, readonly Option[]>;

export type OptionListName = keyof typeof OPTION_LISTS;
