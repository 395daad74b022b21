/** @jest-environment node */
import path from 'node:path';
import { DOCUMENTS, OPTION_LISTS, SECURITY_QUESTIONS, type OptionListName } from '@evisa/reference-data';
import { readJson } from '../../../tools/i18n/locale-keys.cjs';
import { LANGUAGE_CODES } from './languages';

// The option values, documents and questions come from libs/reference-data; their words from the shared
// namespace. A value without a label in some language would show a raw key there: this fails first.
const ROOT = path.resolve(__dirname, '../../..');
type SharedTexts = { options: Record<string, Record<string, string>>; documentNames: Record<string, string>; securityQuestions: Record<string, string> };
const shared = (language: string) => readJson(ROOT, `libs/i18n/locales/${language}/common.json`) as SharedTexts;
const LISTS = Object.keys(OPTION_LISTS) as OptionListName[];
const labelled = (texts: Record<string, string> | undefined, key: string) => typeof texts?.[key] === 'string' && texts[key].trim() !== '';

describe.each([...LANGUAGE_CODES])('shared labels in %s', (language) => {
  const texts = shared(language);

  it.each(LISTS)('label every value of the %s list, and nothing else', (list) => {
    const values = OPTION_LISTS[list].map((option) => option.value);
    expect(values.filter((value) => !labelled(texts.options?.[list], value))).toEqual([]);
    expect(Object.keys(texts.options?.[list] ?? {}).filter((key) => !values.includes(key))).toEqual([]);
  });

  it('have no labels for a list the reference data does not have', () => {
    expect(Object.keys(texts.options ?? {}).filter((list) => !(LISTS as string[]).includes(list))).toEqual([]);
  });

  it('name every document and ask every security question', () => {
    expect(DOCUMENTS.filter(({ field }) => !labelled(texts.documentNames, field))).toEqual([]);
    expect(SECURITY_QUESTIONS.filter(({ key }) => !labelled(texts.securityQuestions, key))).toEqual([]);
  });
});

describe('the English labels', () => {
  const english = shared('en');

  it.each(LISTS)("of the %s list are the reference data's (the spec's) wording", (list) => {
    for (const option of OPTION_LISTS[list]) expect([option.value, english.options[list][option.value]]).toEqual([option.value, option.label]);
  });

  it('name the documents and word the security questions exactly as the reference data does', () => {
    for (const { field, label } of DOCUMENTS) expect(english.documentNames[field]).toBe(label);
    for (const { key, text } of SECURITY_QUESTIONS) expect(english.securityQuestions[key]).toBe(text);
  });

  it('cover the whole visa services tree', () => {
    expect(Object.keys(english.options.visaService)).toHaveLength(7);
    expect(Object.keys(english.options.visaSubCategory)).toHaveLength(19);
    expect(Object.keys(english.options.visaPurpose)).toHaveLength(5);
  });
});
