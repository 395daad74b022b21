import { useMemo } from 'react';
import { CHOICE_LISTS, choiceListOf, declarationIn, labelListOf, type ChoiceListName, type DeclarationTable } from '@evisa/contracts';
import { COUNTRIES_NAMESPACE, countryNameIn, namedCountries, optionLabel, useTranslation } from '@evisa/i18n';
import type { Option, OptionListName } from '@evisa/reference-data';
import { NAMESPACE } from '../i18n';

const NAMESPACES = [NAMESPACE, COUNTRIES_NAMESPACE];

export interface SelectOption {
  value: string;
  label: string;
}

/** For a screen that shows countries only. */
const NO_FIELDS: DeclarationTable = {};

const ELIGIBLE = new Set(CHOICE_LISTS.eVisaNationality.map((country) => country.value));

/**
 * The option lists of the form, translated: countries as the `countries` namespace names and orders them in the
 * language (decided at build time: no page names or sorts them), the spec's lists through the shared labels of the
 * reference data's lists (`optionLabel`). `of(field)` is the list the field's
 * declaration in `declarations` (the form's) names.
 */
export function useOptionLists(declarations: DeclarationTable = NO_FIELDS) {
  const { t } = useTranslation(NAMESPACES);
  return useMemo(() => {
    // Only the codes of reference-data's table: the namespace names exactly those (country-names-file.spec.ts).
    const countries: SelectOption[] = namedCountries(t).map(({ code, name }) => ({ value: code, label: name }));
    const nationalities = countries.filter((option) => ELIGIBLE.has(option.value));
    const translate = (list: OptionListName, options: readonly Option[]): SelectOption[] =>
      options.map((option) => ({ value: option.value, label: optionLabel(t, list, option.value) }));
    const choices = (list: ChoiceListName): SelectOption[] => {
      if (list === 'country') return countries;
      if (list === 'eVisaNationality') return nationalities;
      const labels = labelListOf(list);
      return labels ? translate(labels, CHOICE_LISTS[list]) : CHOICE_LISTS[list].map(({ value, label }) => ({ value, label }));
    };
    return {
      /** The choices of a field, from the list its declaration names. */
      of: (field: string): SelectOption[] => {
        const declaration = declarationIn(declarations, field);
        const list = declaration && choiceListOf(declaration);
        if (!list) throw new Error(`${field} names no list of choices`);
        return choices(list);
      },
      /** Every country (spec 3.2: the excluded nationalities appear in every list but step 1's). */
      countries,
      /** Step 1's nationality list: the countries whose nationals may apply. */
      nationalities,
      countryLabel: (code: unknown) => (typeof code === 'string' && code ? countryNameIn(t, code) : ''),
    };
  }, [t, declarations]);
}
