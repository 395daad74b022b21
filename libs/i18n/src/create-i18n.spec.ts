import { MESSAGES } from '@evisa/contracts';
import { changeLanguage, createI18n } from './create-i18n';
import { addressLanguage, cookieLanguage, initialLanguage, LANGUAGE_COOKIE, languageAddress, rememberLanguage, requestLanguage } from './languages';
import { registerNamespace, requireNamespace, screenNamespaces } from './namespaces';
import { COUNTRIES_NAMESPACE, countryNameIn, namedCountries } from './country-names';
import { formatDate, formatUsd } from './format';

const loader = jest.fn(async (language: string) => ({ default: { greeting: `hello in ${language}` } }));
registerNamespace('probe', loader);

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

beforeEach(() => {
  loader.mockClear();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  document.documentElement.lang = '';
});

describe('language choice', () => {
  it('is first guessed from the browser, then remembered once chosen', async () => {
    setBrowserLanguages(['sv-SE', 'en']);
    expect(initialLanguage()).toBe('sv');
    setBrowserLanguages(['pt-BR']);
    expect(initialLanguage()).toBe('en');

    const i18n = await createI18n('en');
    await changeLanguage(i18n, 'ja');
    expect(cookieLanguage(document.cookie)).toBe('ja');
    expect(initialLanguage()).toBe('ja');
  });

  it('is stored through the cookie store where the browser has one, and the page switches once it is stored', async () => {
    // jsdom has no cookie store (Chromium's is driven by language.e2e.ts): this one stores its cookie a moment later.
    const stored: CookieInit[] = [];
    let storeNow = () => undefined as void;
    const cookieStore = {
      set: (cookie: CookieInit) =>
        new Promise<void>((resolve) => {
          storeNow = () => {
            stored.push(cookie);
            document.cookie = `${cookie.name}=${cookie.value}; Path=${cookie.path}`;
            resolve();
          };
        }),
    };
    Object.defineProperty(globalThis, 'cookieStore', { value: cookieStore, configurable: true });
    try {
      const i18n = await createI18n('en');
      const switched = changeLanguage(i18n, 'sv');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(i18n.language).toBe('en');
      storeNow();
      await switched;
      expect(i18n.language).toBe('sv');
      expect(stored).toEqual([{ name: LANGUAGE_COOKIE, value: 'sv', path: '/', sameSite: 'lax', expires: expect.any(Number) }]);
      const year = 365 * 24 * 60 * 60 * 1000;
      expect(stored[0]!.expires! - Date.now()).toBeGreaterThan(year - 60_000);
      expect(cookieLanguage(document.cookie)).toBe('sv');

      // A store that refuses: the document's cookie remembers it.
      cookieStore.set = () => Promise.reject(new TypeError('refused'));
      await rememberLanguage('it');
      expect(cookieLanguage(document.cookie)).toBe('it');
    } finally {
      delete (globalThis as { cookieStore?: unknown }).cookieStore;
    }
  });

  it('is told to a server as the page will choose it: the cookie, else Accept-Language as the browser orders it', () => {
    expect(requestLanguage('a=1; evisa-language=fr', 'de-DE,de;q=0.9')).toBe('fr');
    expect(requestLanguage('evisa-language=xx', 'de-DE,de;q=0.9')).toBe('de');
    expect(requestLanguage(undefined, 'zh-CN,fr;q=0.8')).toBe('fr');
    expect(requestLanguage(undefined, 'pt-BR')).toBe('en');
    expect(requestLanguage(undefined, undefined)).toBe('en');
  });

  it("is the address's first (?lang=), then the chosen one; choosing another drops the address's", async () => {
    expect(languageAddress('/AboutUs', 'fr')).toBe('/AboutUs?lang=fr');
    expect(addressLanguage('?lang=ja&x=1')).toBe('ja');
    expect(addressLanguage('?lang=zh')).toBeUndefined();
    expect(requestLanguage('evisa-language=de', 'sv', '?lang=it')).toBe('it');
    expect(requestLanguage('evisa-language=de', 'sv', '?lang=xx')).toBe('de');

    const i18n = await createI18n('en');
    await changeLanguage(i18n, 'de');
    window.history.replaceState({ kept: 1 }, '', '/AboutUs?lang=fr&tab=2#top');
    expect(initialLanguage()).toBe('fr');
    await changeLanguage(i18n, 'ru');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/AboutUs?tab=2#top');
    expect(window.history.state).toEqual({ kept: 1 });
    expect(initialLanguage()).toBe('ru');
    window.history.replaceState(null, '', '/');
  });

  it("sets the page's lang attribute and keeps it in step", async () => {
    const i18n = await createI18n('de');
    expect(document.documentElement.lang).toBe('de');
    await changeLanguage(i18n, 'ru');
    expect(document.documentElement.lang).toBe('ru');
  });
});

describe('downloading texts', () => {
  it("starts a namespace registered once the page's language is known (a remote's screen), and downloads it once", async () => {
    const late = jest.fn(async (language: string) => ({ default: { greeting: `late hello in ${language}` } }));
    const i18n = await createI18n('sv');
    registerNamespace('late', late);
    expect(late.mock.calls).toEqual([['sv']]);
    // 'probe' was registered before any language was known: no screen's, not started
    expect(screenNamespaces()).toEqual(['late']);
    await i18n.loadNamespaces('late');
    expect(late.mock.calls).toEqual([['sv']]);
    expect(i18n.t('greeting', { ns: 'late' })).toBe('late hello in sv');
    await changeLanguage(i18n, 'de');
    expect(late.mock.calls).toEqual([['sv'], ['de']]);
  });

  it("starts a namespace a screen's module requires, once, and counts it among the screens' namespaces", async () => {
    const i18n = await createI18n('it');
    loader.mockClear();
    requireNamespace('probe');
    requireNamespace('probe');
    requireNamespace('never-registered');
    expect(loader.mock.calls).toEqual([['it']]);
    expect(screenNamespaces()).toEqual(expect.arrayContaining(['probe']));
    expect(screenNamespaces()).not.toContain('never-registered');
    await i18n.loadNamespaces(screenNamespaces());
    expect(loader.mock.calls).toEqual([['it']]);
    expect(i18n.t('greeting', { ns: 'probe' })).toBe('hello in it');
  });

  it('loads a namespace for the active language only, and the new one on a switch', async () => {
    const i18n = await createI18n('fr');
    await i18n.loadNamespaces('probe');
    expect(loader.mock.calls.map(([language]) => language)).toEqual(['fr']);
    expect(i18n.t('greeting', { ns: 'probe' })).toBe('hello in fr');

    await changeLanguage(i18n, 'it');
    expect(loader.mock.calls.map(([language]) => language)).toEqual(['fr', 'it']);
    expect(i18n.t('greeting', { ns: 'probe' })).toBe('hello in it');
  });

  it('gives validation messages in the spec wording in English and translated otherwise', async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces('validation');
    expect(i18n.t('emailsDoNotMatch', { ns: 'validation' })).toBe(MESSAGES.emailsDoNotMatch);
    await changeLanguage(i18n, 'fr');
    expect(i18n.t('emailsDoNotMatch', { ns: 'validation' })).toBe('Les adresses e-mail ne correspondent pas');
  });

  it('uses the plural forms of each language', async () => {
    const i18n = await createI18n('ru');
    i18n.addResourceBundle('ru', 'probe', { days_one: '{{count}} день', days_few: '{{count}} дня', days_many: '{{count}} дней', days_other: '{{count}} дня' });
    expect([1, 3, 5, 21].map((count) => i18n.t('days', { ns: 'probe', count }))).toEqual(['1 день', '3 дня', '5 дней', '21 день']);
  });
});

describe('formats', () => {
  it('writes amounts the way the language does and dates as dd/mm/yyyy in every language', () => {
    expect(formatUsd(1234.5, 'en')).toBe('$1,234.50');
    expect(formatUsd(1234.5, 'de')).toMatch(/^1\.234,50\s\$$/);
    expect(formatUsd(1234.5, 'fr')).toMatch(/^1\s234,50\s\$US$/);
    expect(formatDate('2025-07-02')).toBe('02/07/2025');
    expect(formatDate('2025-07-02T18:30:00.000Z')).toBe('02/07/2025');
    expect(formatDate('')).toBe('');
    expect(formatDate(undefined)).toBe('');
    // Not a date (an old record, a half-typed one): shown as it is, never a made-up day.
    expect(formatDate('2025-02-30')).toBe('2025-02-30');
  });

  it("names and orders countries from the language's `countries` texts, an unknown code as it is", async () => {
    const i18n = await createI18n('fr');
    await i18n.loadNamespaces(COUNTRIES_NAMESPACE);
    expect(countryNameIn(i18n.t, 'DE')).toBe('Allemagne');
    expect(countryNameIn(i18n.t, 'XX')).toBe('XX');
    expect(namedCountries(i18n.t).slice(0, 3).map(({ name }) => name)).toEqual(['Afghanistan', 'Afrique du Sud', 'Albanie']);
  });

});
