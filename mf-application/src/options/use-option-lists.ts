import { useMemo } from 'react';
import { CHOICE_LISTS, choiceListOf, declarationIn, labelListOf, type ChoiceListName, type DeclarationTable } from '@evisa/contracts';
import { countryName, optionLabel, perLanguage, useTranslation } from '@evisa/i18n';
import type { Option, OptionListName } from '@evisa/reference-data';
import { NAMESPACE } from '../i18n';

export interface SelectOption {
  value: string;
  label: string;
}

/** Country choices named in the applicant's language and sorted in it. */
function countryOptions(countries: readonly Option[], language: string): SelectOption[] {
  const collator = new Intl.Collator(language);
  return countries
    .map((country) => ({ value: country.value, label: countryName(country.value, language, country.label) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** For a screen that shows countries only. */
const NO_FIELDS: DeclarationTable = {};

// Naming and sorting some 200 countries is the costliest part of a render: done once per language.
const countryListsIn = perLanguage((language) => {
  const countries = countryOptions(CHOICE_LISTS.country, language);
  const names = new Map(countries.map((option) => [option.value, option.label]));
  const allowed = new Set(CHOICE_LISTS.eVisaNationality.map((country) => country.value));
  return { countries, nationalities: countries.filter((option) => allowed.has(option.value)), names };
});

/**
 * Names and sorts the countries in `language` ahead of a form's render (a step's preload, at idle): the render then
 * reads the cached lists, and this work is not part of the form's first render, where it cannot be sliced.
 */
export function warmOptionLists(language: string): void {
  countryListsIn(language);
}

/**
 * The option lists of the form, translated: countries through the browser's own names, the spec's lists through
 * the shared labels of the reference data's lists (`optionLabel`). `of(field)` is the list the field's
 * declaration in `declarations` (the form's) names.
 */
export function useOptionLists(declarations: DeclarationTable = NO_FIELDS) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  return useMemo(() => {
    const { countries, nationalities, names } = countryListsIn(language);
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
      countryLabel: (code: unknown) => (typeof code === 'string' && code ? (names.get(code) ?? countryName(code, language)) : ''),
    };
  }, [t, language, declarations]);
}
