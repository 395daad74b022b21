import { Translator, type Texts } from './translator';

const TEXTS: Record<string, Texts> = {
  'en|common': {
    greeting: 'Hello {{name}}',
    nested: { deeper: { key: 'Found deep' } },
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    files_zero: 'No files',
    files_one: 'One file',
    files_other: '{{count}} files',
    steps: ['Open {{site}}', 'Fill in the form'],
    owner: 'For {{person.name}}',
    empty: '',
  },
  'en|other': { only: 'Only in other', greeting: 'Hi from other' },
  'ru|common': { days_one: '{{count}} день', days_few: '{{count}} дня', days_many: '{{count}} дней', days_other: '{{count}} дня', greeting: 'Привет, {{name}}' },
  'ja|common': { days_other: '{{count}}日', greeting: 'こんにちは、{{name}}' },
};

function translator(language = 'en') {
  const load = jest.fn((namespace: string, lng: string) => {
    const texts = TEXTS[`${lng}|${namespace}`];
    return texts ? Promise.resolve(texts) : Promise.reject(new Error(`no ${lng}/${namespace}`));
  });
  return { i18n: new Translator(language, load), load };
}

async function loaded(language: string, namespaces = ['common', 'other']) {
  const { i18n, load } = translator(language);
  await i18n.loadNamespaces(namespaces.filter((namespace) => TEXTS[`${language}|${namespace}`]));
  return { i18n, load };
}

describe('looking texts up', () => {
  it('interpolates values without escaping them, and leaves a placeholder with no value as it is', async () => {
    const { i18n } = await loaded('en');
    expect(i18n.t('greeting', { name: '<Ana & Bo>' })).toBe('Hello <Ana & Bo>');
    expect(i18n.t('owner', { person: { name: 'Ana' } })).toBe('For Ana');
    expect(i18n.t('greeting')).toBe('Hello {{name}}');
  });

  it('finds nested keys, keys of another namespace by `ns:` or the ns option, and empty texts', async () => {
    const { i18n } = await loaded('en');
    expect(i18n.t('nested.deeper.key')).toBe('Found deep');
    expect(i18n.t('other:only')).toBe('Only in other');
    expect(i18n.t('only', { ns: 'other' })).toBe('Only in other');
    expect(i18n.t('only', { ns: ['common', 'other'] })).toBe('Only in other');
    expect(i18n.getFixedT('other')('greeting')).toBe('Hi from other');
    expect(i18n.t('empty')).toBe('');
  });

  it('gives a missing key back (without its namespace), or the default value, and reports it', async () => {
    const { i18n } = await loaded('en');
    const missing: string[] = [];
    i18n.on('missingKey', (namespace, key, language) => missing.push(`${language}/${namespace}:${key}`));
    expect(i18n.t('nope.not.here')).toBe('nope.not.here');
    expect(i18n.t('other:absent')).toBe('absent');
    expect(i18n.t('absent', { defaultValue: 'Default for {{name}}', name: 'Ana' })).toBe('Default for Ana');
    expect(i18n.t('nested')).toBe('nested'); // an object, not asked for as one
    expect(missing).toEqual(['en/common:nope.not.here', 'en/other:absent', 'en/common:absent', 'en/common:nested']);
  });

  it('gives objects and arrays when asked, their texts interpolated', async () => {
    const { i18n } = await loaded('en');
    expect(i18n.t('steps', { returnObjects: true, site: 'the site' })).toEqual(['Open the site', 'Fill in the form']);
    expect(i18n.t('nested', { returnObjects: true })).toEqual({ deeper: { key: 'Found deep' } });
  });

  it('looks keys up under a key prefix', async () => {
    const { i18n } = await loaded('en');
    expect(i18n.getFixedT('common', 'nested.deeper')('key')).toBe('Found deep');
  });

  it('chooses English plural forms, and `_zero` for none when there is one', async () => {
    const { i18n } = await loaded('en');
    expect([0, 1, 2].map((count) => i18n.t('days', { count }))).toEqual(['0 days', '1 day', '2 days']);
    expect([0, 1, 7].map((count) => i18n.t('files', { count }))).toEqual(['No files', 'One file', '7 files']);
  });

  it('chooses Russian one, few and many, and Japanese other only', async () => {
    const { i18n: ru } = await loaded('ru', ['common']);
    expect([1, 3, 5, 21, 1.5].map((count) => ru.t('days', { count }))).toEqual(['1 день', '3 дня', '5 дней', '21 день', '1.5 дня']);
    const { i18n: ja } = await loaded('ja', ['common']);
    expect([1, 2].map((count) => ja.t('days', { count }))).toEqual(['1日', '2日']);
  });

  it('looks up in another loaded language when asked (lng)', async () => {
    const { i18n } = await loaded('en', ['common']);
    await i18n.changeLanguage('ru');
    expect(i18n.t('greeting', { name: 'Ана' })).toBe('Привет, Ана');
    expect(i18n.t('greeting', { name: 'Ana', lng: 'en' })).toBe('Hello Ana');
  });
});

describe('loading and switching', () => {
  it('downloads a namespace once per language, and every namespace used so far on a switch, then tells listeners', async () => {
    const { i18n, load } = await loaded('en');
    await i18n.loadNamespaces(['common', 'common']);
    expect(load.mock.calls).toEqual([['common', 'en'], ['other', 'en']]);
    const switched: string[] = [];
    i18n.on('languageChanged', (language) => switched.push(`${language}: ${i18n.t('greeting', { name: 'A' })}`));
    await expect(i18n.changeLanguage('ja')).rejects.toThrow('no ja/other');
    expect(i18n.language).toBe('en'); // its texts are not all here: no switch
    expect(switched).toEqual([]);
    const { i18n: commonOnly } = await loaded('en', ['common']);
    await commonOnly.changeLanguage('ja');
    expect(commonOnly.language).toBe('ja');
    expect(commonOnly.resolvedLanguage).toBe('ja');
    expect(commonOnly.t('greeting', { name: 'A' })).toBe('こんにちは、A');
  });

  it('reports a failed download once when a render asks, then downloads again', async () => {
    const { i18n, load } = translator('en');
    const first = i18n.pending(['missing']);
    expect(first && 'wait' in first).toBe(true);
    await (first as { wait: Promise<unknown> }).wait;
    expect(i18n.pending(['missing'])).toEqual({ error: new Error('no en/missing') });
    expect(i18n.pending(['missing'])).toHaveProperty('wait');
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.hasLoadedNamespace('missing')).toBe(false);
  });

  it('adds texts given directly', () => {
    const { i18n } = translator('en');
    i18n.addResourceBundle('en', 'probe', { a: 'A' });
    i18n.addResourceBundle('en', 'probe', { b: 'B' });
    expect(i18n.hasLoadedNamespace('probe')).toBe(true);
    expect([i18n.t('probe:a'), i18n.t('probe:b')]).toEqual(['A', 'B']);
  });
});
