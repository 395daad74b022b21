import fs from 'node:fs';
import path from 'node:path';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import { countryTable, countryTableJson } from './country-table';

describe('countries.generated.json', () => {
  it('is the table generated from i18n-iso-countries and the rules of country-table.ts', () => {
    countries.registerLocale(en);
    const generated = countryTableJson(countryTable(countries.getNames('en', { select: 'official' })));
    const committed = fs.readFileSync(path.join(__dirname, 'countries.generated.json'), 'utf8');
    // On a difference: run `node libs/reference-data/build/make-country-table.mjs` and commit the file it writes.
    expect(committed).toBe(generated);
  });
});
