/**
 * Where the place's own name is what people use and the long one names its status ('Hong Kong SAR China',
 * 'Palestinian Territories'): CLDR's short form, which is what Chromium shows for these (its ICU takes it).
 */
const SHORT_FORM = new Set(['HK', 'MO', 'PS']);

/**
 * The `countries` namespace of one language as its file holds it (locales/<language>/countries.json): every country
 * of reference-data's table named as the browser names it (Intl.DisplayNames) and listed in the order the language
 * sorts them (Intl.Collator), so that no page names or sorts countries (docs/decisions.md, "Country names").
 * Run at build time only: libs/i18n/build/make-country-names.mjs writes the files, country-names-file.spec.ts checks
 * them.
 */
export function countryNamesFile(codes: readonly string[], language: string): string {
  const long = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const short = new Intl.DisplayNames([language], { type: 'region', style: 'short', fallback: 'none' });
  const collator = new Intl.Collator(language);
  const named = codes.map((code) => {
    const name = (SHORT_FORM.has(code) ? short : long).of(code);
    if (!name) throw new Error(`no ${language} name for ${code}`);
    return [code, name] as const;
  });
  named.sort((a, b) => collator.compare(a[1], b[1]) || (a[0] < b[0] ? -1 : 1));
  // One country a line, in the language's order: the order of the keys is the order of the list (a code is never an
  // array index, so the object keeps it), and a change reads as a diff of its lines.
  return `{\n  "names": {\n${named.map(([code, name]) => `    ${JSON.stringify(code)}: ${JSON.stringify(name)}`).join(',\n')}\n  }\n}\n`;
}
