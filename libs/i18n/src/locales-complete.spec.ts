/** @jest-environment node */
import path from 'node:path';
import { MESSAGES } from '@evisa/contracts';
import { compareLocale, localeFiles, readJson, readLanguageCodes, readMessages } from '../../../tools/i18n/locale-keys.cjs';
import { LANGUAGE_CODES } from './languages';

// Every key exists in every language. `node tools/i18n/sync-locales.mjs --english` lists what is missing and
// prints its English, ready to translate.
const ROOT = path.resolve(__dirname, '../../..');
const FILES = localeFiles(ROOT, LANGUAGE_CODES);

describe('the completeness check itself', () => {
  it('reads the same languages and messages as the code, so the sync script checks what the site loads', () => {
    expect(readLanguageCodes(ROOT)).toEqual([...LANGUAGE_CODES]);
    expect(readMessages(ROOT)).toEqual({ ...MESSAGES });
  });

  it('covers every namespace of the site in every language but English', () => {
    const namespaces = new Set(FILES.map((file) => file.namespace));
    expect([...namespaces].sort()).toEqual(['answers', 'application', 'common', 'countries', 'desk', 'desk-documents', 'desk-history', 'desk-reports', 'desk-templates', 'documents', 'emails', 'info', 'info-about-us', 'info-blogs', 'info-contact', 'info-contact-form', 'info-document-required', 'info-faq', 'info-home', 'info-instructions', 'info-privacy', 'info-products', 'info-refund-policy', 'info-services', 'info-terms', 'info-visa-fee-details', 'journey', 'order', 'passport-check', 'passport-scan', 'payment', 'shell', 'staff', 'travellers', 'validation']);
    expect(FILES).toHaveLength(namespaces.size * (LANGUAGE_CODES.length - 1));
  });

  it('reports missing and extra keys, and changed placeholders, tags and numbers', () => {
    const english = { a: { b: 'Hello {{name}}', c: 'Open <link>here</link>' }, n: 2, list: ['x', 'y'] };
    const result = compareLocale(english, { a: { b: 'Bonjour {{nom}}', c: 'Ouvrir ici', z: 'extra' }, n: 3, list: ['x'] }, 'fr');
    expect(result.missing).toEqual(['list.1']);
    expect(result.extra).toEqual(['a.z']);
    expect(result.mismatched.map((m) => m.key)).toEqual(['a.b', 'a.c', 'n']);
  });

  it("asks each language for its own plural forms and allows the others", () => {
    const english = { days_one: '{{count}} day', days_other: '{{count}} days' };
    expect(compareLocale(english, { days_one: '{{count}} день', days_other: '{{count}} дня' }, 'ru').missing).toEqual(['days_few', 'days_many']);
    expect(compareLocale(english, { days_other: '{{count}}日' }, 'ja')).toMatchObject({ missing: [], extra: [] });
    expect(compareLocale(english, { days_one: '{{count}}日', days_other: '{{count}}日' }, 'ja').extra).toEqual([]);
    expect(compareLocale(english, { days_one: '{{count}} Tag', days_other: '{{count}} Tage', days_few: 'x' }, 'de').extra).toEqual([]);
  });
});

describe.each(FILES.map((file) => [file.path, file] as const))('%s', (_path, file) => {
  const english = file.englishPath ? readJson(ROOT, file.englishPath) : MESSAGES;
  const translated = readJson(ROOT, file.path);

  it('exists', () => {
    expect(translated).toBeDefined();
  });

  it('has every English key and no other, with the same placeholders', () => {
    const { missing, extra, mismatched } = compareLocale(english, translated, file.language);
    expect({ missing, extra, mismatched }).toEqual({ missing: [], extra: [], mismatched: [] });
  });
});
