import { filesToPreload, preloadListUrl, preloadRemoteFiles } from './remote-files';

const ENTRY = 'https://visa.example.com/remotes/mf-payment/1.0.0-abc/remoteEntry.js';
const LIST = {
  screens: { Preview: { js: ['1.js', '__federation_expose_Preview.2.js'], css: ['__federation_expose_Preview.3.css'] }, Payment: { js: ['4.js'], css: [] } },
  texts: { en: ['i18n-payment-en.5.js'], fr: ['i18n-payment-fr.6.js'] },
};
const folder = 'https://visa.example.com/remotes/mf-payment/1.0.0-abc/';

describe("a remote's preload list", () => {
  it('is read beside its entry', () => {
    expect(preloadListUrl(ENTRY)).toBe(`${folder}preload.json`);
  });

  it("names the screen's files and the texts of one language only, as absolute URLs", () => {
    expect(filesToPreload(LIST, preloadListUrl(ENTRY), 'Preview', 'fr')).toEqual([
      [`${folder}__federation_expose_Preview.3.css`, 'style'],
      [`${folder}1.js`, 'script'],
      [`${folder}__federation_expose_Preview.2.js`, 'script'],
      [`${folder}i18n-payment-fr.6.js`, 'script'],
    ]);
    expect(filesToPreload({}, preloadListUrl(ENTRY), 'Preview', 'fr')).toEqual([]);
  });

  it('becomes preload links in the page after the entry; a list that cannot be read leaves the entry alone', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => LIST }) as Response) as unknown as typeof fetch;
    await preloadRemoteFiles(ENTRY, 'Payment', 'en');
    const links = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('as')]);
    expect(links).toEqual([
      [ENTRY, 'script'],
      [`${folder}4.js`, 'script'],
      [`${folder}i18n-payment-en.5.js`, 'script'],
    ]);
    document.head.innerHTML = '';
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404 }) as Response) as unknown as typeof fetch;
    await preloadRemoteFiles(ENTRY, 'Payment', 'en');
    globalThis.fetch = jest.fn(async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
    await preloadRemoteFiles(ENTRY, 'Payment', 'en');
    const hrefs = [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([ENTRY, ENTRY]);
  });
});
