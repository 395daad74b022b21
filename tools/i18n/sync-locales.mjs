#!/usr/bin/env node
// Lists, per translated locale file, the keys missing from it and the keys English no longer has, and with
// --english prints the English of the missing keys (a JSON object ready to translate).
//
//   node tools/i18n/sync-locales.mjs                 every file, every language
//   node tools/i18n/sync-locales.mjs --lang fr       one language
//   node tools/i18n/sync-locales.mjs --ns info       one namespace
//   node tools/i18n/sync-locales.mjs --english       also print the English of what is missing
//   node tools/i18n/sync-locales.mjs --json          machine-readable report
//
// Exit code 1 when anything is missing, extra or mismatched (placeholders, tags, numbers), so CI can use it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { compareLocale, localeFiles, readJson, readLanguageCodes, readMessages } = require('./locale-keys.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const onlyLanguage = option('--lang');
const onlyNamespace = option('--ns');
const showEnglish = args.includes('--english');
const asJson = args.includes('--json');

/** Rebuilds nested JSON from dotted keys, so the output can be pasted into a locale file. */
function nest(entries) {
  const result = {};
  for (const [key, value] of entries) {
    const parts = key.split('.');
    let node = result;
    parts.slice(0, -1).forEach((part) => (node = node[part] ??= {}));
    node[parts.at(-1)] = value;
  }
  return result;
}

const languages = readLanguageCodes(root);
const report = [];
for (const file of localeFiles(root, languages)) {
  if (onlyLanguage && file.language !== onlyLanguage) continue;
  if (onlyNamespace && file.namespace !== onlyNamespace) continue;
  const english = file.englishPath ? readJson(root, file.englishPath) : readMessages(root);
  const translated = readJson(root, file.path);
  const { missing, extra, mismatched, english: englishByKey } = compareLocale(english, translated, file.language);
  report.push({
    file: file.path,
    exists: translated !== undefined,
    missing,
    extra,
    mismatched,
    ...(showEnglish && missing.length ? { missingEnglish: nest(missing.map((key) => [key, englishByKey.get(key)])) } : {}),
  });
}

const problems = report.filter((r) => r.missing.length || r.extra.length || r.mismatched.length);
if (asJson) {
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const r of report) {
    const status = !r.exists ? 'MISSING FILE' : r.missing.length || r.extra.length || r.mismatched.length ? 'incomplete' : 'ok';
    console.log(`${r.file}: ${status}${r.missing.length ? `, ${r.missing.length} missing` : ''}${r.extra.length ? `, ${r.extra.length} extra` : ''}`);
    if (r.exists) for (const key of r.missing) console.log(`  - missing ${key}`);
    for (const key of r.extra) console.log(`  - extra   ${key}`);
    for (const m of r.mismatched) console.log(`  - ${m.key} ${m.problem}`);
    if (r.missingEnglish) console.log(JSON.stringify(r.missingEnglish, null, 2).replace(/^/gm, '    '));
  }
  console.log(problems.length ? `\n${problems.length} of ${report.length} files need work.` : `\nAll ${report.length} files complete.`);
}
process.exitCode = problems.length ? 1 : 0;
