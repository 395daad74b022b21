// The key-completeness rules of the translations, shared by the jest spec (libs/i18n/src/locales-complete.spec.ts)
// and the sync script (tools/i18n/sync-locales.mjs). Plain CommonJS so that both plain Node and jest load it as is.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_SUFFIX = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);
const PLACEHOLDER = /\{\{\s*([^}\s,]+)[^}]*\}\}/g;
const TAG = /<\/?([A-Za-z0-9]+)\s*\/?>/g;

/** Every leaf of a locale file by its dotted path; array items by their index ('faq.items.0.q'). */
function flattenKeys(value, prefix = '', into = new Map()) {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flattenKeys(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function pluralParts(key) {
  const match = PLURAL_SUFFIX.exec(key);
  return match ? { base: match[1], category: match[2] } : undefined;
}

/** The plural forms i18next looks up for a language ('ru': one, few, many, other; 'ja': other). */
function pluralCategoriesOf(language) {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/** {{placeholders}} and <tags> of a text, sorted: a translation must keep exactly the English ones. */
function markersOf(text) {
  if (typeof text !== 'string') return [];
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => `{{${m[1]}}}`);
  const tags = [...text.matchAll(TAG)].map((m) => m[0].replace(/\s+/g, ''));
  return [...new Set([...names, ...tags])].sort();
}

/**
 * Compares a translation with English. Plural groups (keys ending _one/_other...) need the forms of the
 * target language, and may carry other plural forms; anything else must match English key for key.
 */
function compareLocale(english, translated, language) {
  const en = flattenKeys(english);
  const tr = flattenKeys(translated ?? {});
  const required = new Map();
  const pluralBases = new Map();
  for (const [key, value] of en) {
    const plural = pluralParts(key);
    if (plural) pluralBases.set(plural.base, pluralBases.get(plural.base) ?? value);
    if (!plural) required.set(key, value);
    if (plural && plural.category === 'other') pluralBases.set(plural.base, value);
  }
  for (const [base, value] of pluralBases) {
    for (const category of pluralCategoriesOf(language)) required.set(`${base}_${category}`, en.get(`${base}_${category}`) ?? value);
  }
  const missing = [...required.keys()].filter((key) => !tr.has(key));
  const extra = [...tr.keys()].filter((key) => {
    if (required.has(key)) return false;
    const plural = pluralParts(key);
    return !(plural && pluralBases.has(plural.base));
  });
  const mismatched = [];
  for (const [key, value] of tr) {
    if (!required.has(key)) continue;
    const expected = required.get(key);
    if (typeof value !== typeof expected) {
      mismatched.push({ key, problem: `is a ${typeof value}, English is a ${typeof expected}` });
    } else if (typeof expected === 'number' || typeof expected === 'boolean') {
      if (value !== expected) mismatched.push({ key, problem: `is ${value}, English is ${expected}` });
    } else if (typeof expected === 'string') {
      if (expected.trim() !== '' && value.trim() === '') mismatched.push({ key, problem: 'is empty' });
      const want = markersOf(expected).join(' ');
      const have = markersOf(value).join(' ');
      if (want !== have) mismatched.push({ key, problem: `has markers [${have}], English has [${want}]` });
    }
  }
  return { missing, extra, mismatched, english: required };
}

/** The language codes of libs/i18n/src/languages.ts (read as text: the spec checks it equals LANGUAGE_CODES). */
function readLanguageCodes(root) {
  const source = fs.readFileSync(path.join(root, 'libs/i18n/src/languages.ts'), 'utf8');
  const list = source.slice(source.indexOf('LANGUAGES = ['), source.indexOf('] as const'));
  return [...list.matchAll(/code: '([a-z-]+)'/gi)].map((m) => m[1]);
}

/** MESSAGES of libs/contracts/src/messages.ts read as text, for the script (the spec uses the real object). */
function readMessages(root) {
  const source = fs.readFileSync(path.join(root, 'libs/contracts/src/messages.ts'), 'utf8');
  const body = source.slice(source.indexOf('MESSAGES = {'), source.indexOf('} as const'));
  const messages = {};
  for (const m of body.matchAll(/^\s+(\w+): '((?:[^'\\]|\\.)*)',?\s*$/gm)) messages[m[1]] = m[2].replace(/\\(.)/g, '$1');
  return messages;
}

const LOCALE_ROOTS = ['libs/i18n/locales', 'shell/locales', 'mf-info-pages/locales', 'mf-application/locales', 'mf-documents/locales', 'mf-payment/locales', 'mf-desk/locales'];
const VALIDATION = { root: 'libs/i18n/locales', namespace: 'validation' };

/**
 * Every translated file the site loads: each English `<root>/en/<ns>.json` in every other language, plus the
 * `validation` namespace, whose English is MESSAGES. `english` is null for validation: the caller supplies it.
 */
function localeFiles(root, languages) {
  const files = [];
  const namespaces = [];
  for (const localeRoot of LOCALE_ROOTS) {
    const enDir = path.join(root, localeRoot, 'en');
    if (!fs.existsSync(enDir)) continue;
    for (const name of fs.readdirSync(enDir).filter((n) => n.endsWith('.json')).sort()) namespaces.push({ root: localeRoot, namespace: name.slice(0, -5) });
  }
  namespaces.push(VALIDATION);
  for (const { root: localeRoot, namespace } of namespaces) {
    const englishPath = namespace === VALIDATION.namespace && localeRoot === VALIDATION.root ? null : path.join(localeRoot, 'en', `${namespace}.json`);
    for (const language of languages.filter((l) => l !== 'en')) {
      files.push({ namespace, language, englishPath, path: path.join(localeRoot, language, `${namespace}.json`) });
    }
  }
  return files;
}

function readJson(root, relative) {
  const full = path.join(root, relative);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : undefined;
}

module.exports = { flattenKeys, pluralParts, pluralCategoriesOf, markersOf, compareLocale, readLanguageCodes, readMessages, localeFiles, readJson, LOCALE_ROOTS };
