import { useMemo } from 'react';
import { countryName, optionLabel, perLanguage, useTranslation } from '@evisa/i18n';
import { ARRIVAL_PORTS, COUNTRIES, EVISA_NATIONALITIES, EXIT_PORTS, type Option, type OptionListName } from '@evisa/reference-data';
import { NAMESPACE } from '../i18n';

export interface SelectOption {
  value: string;
  label: string;
}

/** Country choices named in the applicant's language and sorted in it. */
function countryOptions(countries: readonly { code: string; name: string }[], language: string): SelectOption[] {
  const collator = new Intl.Collator(language);
  return countries
    .map((country) => ({ value: country.code, label: countryName(country.code, language, country.name) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

// Naming and sorting some 200 countries is the costliest part of a render: done once per language.
const countryListsIn = perLanguage((language) => {
  const countries = countryOptions(COUNTRIES, language);
  const names = new Map(countries.map((option) => [option.value, option.label]));
  const allowed = new Set(EVISA_NATIONALITIES.map((country) => country.code));
  return { countries, nationalities: countries.filter((option) => allowed.has(option.value)), names };
});

/**
 * The option lists of the form, translated: countries through the browser's own names, the spec's lists through
 * the shared labels of the reference data's lists (`optionLabel`).
 */
export function useOptionLists() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  return useMemo(() => {
    const { countries, nationalities, names } = countryListsIn(language);
    const translate = (list: OptionListName, options: readonly Option[]): SelectOption[] =>
      options.map((option) => ({ value: option.value, label: optionLabel(t, list, option.value) }));
    const ports = (list: readonly { slug: string; name: string }[]) => list.map((port) => ({ value: port.slug, label: port.name }));
    return {
      translate,
      /** Every country (spec 3.2: the excluded nationalities appear in every list but step 1's). */
      countries,
      /** Step 1's nationality list: the countries whose nationals may apply. */
      nationalities,
      arrivalPorts: ports(ARRIVAL_PORTS),
      exitPorts: ports(EXIT_PORTS),
      countryLabel: (code: unknown) => (typeof code === 'string' && code ? (names.get(code) ?? countryName(code, language)) : ''),
    };
  }, [t, language]);
}
