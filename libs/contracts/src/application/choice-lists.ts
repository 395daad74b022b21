import {
  ARRIVAL_PORTS,
  COUNTRIES,
  EVISA_NATIONALITIES,
  EXIT_PORTS,
  LOWER_YES_NO,
  OPTION_LISTS,
  YES_NO,
  type Option,
  type OptionListName,
} from '@evisa/reference-data';

const countryChoices = (countries: readonly { code: string; name: string }[]): readonly Option[] => countries.map((country) => ({ value: country.code, label: country.name }));
const portChoices = (ports: readonly { slug: string; name: string }[]): readonly Option[] => ports.map((port) => ({ value: port.slug, label: port.name }));

/**
 * Every list an answer is chosen from, by the name a field's declaration gives it (`options`). The values are
 * reference-data's; this table only names them for the declarations.
 */
export const CHOICE_LISTS = {
  ...OPTION_LISTS,
  /** 'Yes'/'No' (steps 2 and 3, the purpose sections, the questions page). */
  yesNo: YES_NO,
  /** 'yes'/'no' (step 5). */
  lowerYesNo: LOWER_YES_NO,
  country: countryChoices(COUNTRIES),
  /** The nationalities whose holders may apply (step 1). */
  eVisaNationality: countryChoices(EVISA_NATIONALITIES),
  arrivalPort: portChoices(ARRIVAL_PORTS),
  exitPort: portChoices(EXIT_PORTS),
} as const satisfies Record<string, readonly Option[]>;

export type ChoiceListName = keyof typeof CHOICE_LISTS;

/** The shared translations' list that labels a choice list (`options.<list>.<value>`), or undefined for countries and ports. */
export function labelListOf(list: ChoiceListName): OptionListName | undefined {
  if (list === 'lowerYesNo') return 'yesNo';
  return Object.hasOwn(OPTION_LISTS, list) ? (list as OptionListName) : undefined;
}
