// Writes locales/<language>/countries.json for every language of the site: the countries of reference-data's table
// named by this Node's ICU (Intl.DisplayNames, the data browsers name them from) and sorted in each language
// (src/country-names-file.ts), and country-names.cldr.json, the CLDR version they come from. Run again after a change
// to the country table or the languages, or to take a newer CLDR's names (country-names-file.spec.ts fails on the
// former; on the latter, review the diff of names as any change of texts):
//   node libs/i18n/build/make-country-names.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import table from '../../reference-data/src/countries.generated.json' with { type: 'json' };

const dir = path.dirname(fileURLToPath(import.meta.url));
const jiti = createJiti(import.meta.url);
const { countryNamesFile } = /** @type {typeof import('../src/country-names-file')} */ (await jiti.import(path.join(dir, '../src/country-names-file.ts')));
const { LANGUAGE_CODES } = /** @type {typeof import('../src/languages')} */ (await jiti.import(path.join(dir, '../src/languages.ts')));

const codes = table.map((country) => country.code);
for (const language of LANGUAGE_CODES) {
  fs.writeFileSync(path.join(dir, `../locales/${language}/countries.json`), countryNamesFile(codes, language));
}
fs.writeFileSync(path.join(dir, 'country-names.cldr.json'), `${JSON.stringify({ cldr: process.versions.cldr })}\n`);
console.log(`wrote ${codes.length} countries in ${LANGUAGE_CODES.length} languages (CLDR ${process.versions.cldr})`);
