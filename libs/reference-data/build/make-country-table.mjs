// Writes src/countries.generated.json: the country list (code, English name, e-Visa eligibility), sorted by name,
// from i18n-iso-countries' English names and the rules of src/country-table.ts. Generated here rather than when the
// module is evaluated, so that no page registers the library's locale, names and sorts 250 countries at its start.
// Run again after a change to those rules, the eligibility list or the library (src/country-table.spec.ts fails
// until then):
//   node libs/reference-data/build/make-country-table.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { createJiti } from 'jiti';

const dir = path.dirname(fileURLToPath(import.meta.url));
const jiti = createJiti(import.meta.url);
const { countryTable, countryTableJson } = /** @type {typeof import('../src/country-table')} */ (await jiti.import(path.join(dir, '../src/country-table.ts')));

countries.registerLocale(en);
const table = countryTable(countries.getNames('en', { select: 'official' }));
fs.writeFileSync(path.join(dir, '../src/countries.generated.json'), countryTableJson(table));
console.log(`wrote ${table.length} countries`);
