/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { COUNTRIES, EVISA_ELIGIBILITY } from '@evisa/reference-data';
import { countryNamesFile } from './country-names-file';
import { LANGUAGE_CODES } from './languages';
import SOURCE from '../build/country-names.cldr.json';

// On a difference: run `node libs/i18n/build/make-country-names.mjs` and commit the files it writes.
const CODES = COUNTRIES.map((country) => country.code);
const committed = (language: string): string => fs.readFileSync(path.join(__dirname, `../locales/${language}/countries.json`), 'utf8');
const namesIn = (language: string): Record<string, string> => (JSON.parse(committed(language)) as { names: Record<string, string> }).names;

describe.each(LANGUAGE_CODES.map((language) => [language]))('countries.json in %s', (language) => {
  it("names every country of reference-data's table once, and no other", () => {
    expect(Object.keys(namesIn(language)).sort()).toEqual([...CODES].sort());
    expect(EVISA_ELIGIBILITY.nationalities.filter((code) => !(code in namesIn(language)))).toEqual([]);
  });

  it('gives each a name of its own (a list is picked from by name)', () => {
    const names = Object.values(namesIn(language));
    expect(names.filter((name) => name.trim() === '')).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("lists them in the language's order", () => {
    // Collation rules, unlike names, hold across ICU versions for these names: checked on every Node.
    const collator = new Intl.Collator(language);
    const names = Object.values(namesIn(language));
    expect(names.filter((name, index) => index > 0 && collator.compare(names[index - 1], name) > 0)).toEqual([]);
  });

  // The names are CLDR's of the version that wrote them: another Node's ICU names a few differently, so the files
  // are compared with the generator only under that version (the checks above hold on any).
  const sameCldr = process.versions.cldr === SOURCE.cldr;
  (sameCldr ? it : it.skip)(`is what the generator writes (CLDR ${SOURCE.cldr})`, () => {
    expect(committed(language)).toBe(countryNamesFile(CODES, language));
  });
});
