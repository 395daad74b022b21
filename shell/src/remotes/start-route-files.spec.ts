import { takeEarlyRead } from '@evisa/api-client/early';
import { takeHandedOverFetch } from '../handed-over-fetches';
import { SITE_CONFIG_URL } from '../site-config-url';
import { REMOTES_MANIFEST_URL } from './remotes-manifest';
import { pageScriptsLoaded, startRouteFiles } from './start-route-files';

const takeStartedManifest = () => takeHandedOverFetch(REMOTES_MANIFEST_URL);

const MANIFEST = { mf_payment: 'remotes/mf-payment/1.0.0-abc/remoteEntry.js', mf_info_pages: 'remotes/mf-info-pages/1.0.0-def/remoteEntry.js' };
const LIST = { screens: { Payment: { js: ['4.js'] } }, texts: { de: ['i18n-payment-de.5.js'] } };
const folder = `${window.location.origin}/remotes/mf-payment/1.0.0-abc/`;

/** jsdom has no fetch: answers as the site would, as real Responses are cloned. */
function serve(routes: Record<string, unknown>) {
  const fetchMock = jest.fn(async (url: string) => {
    const path = new URL(url, window.location.origin).pathname;
    const body = routes[path];
    const response = { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body };
    return { ...response, clone: () => ({ ...response }) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  takeStartedManifest();
  takeHandedOverFetch(SITE_CONFIG_URL);
});

describe("the page's first script", () => {
  it("asks for the route's remote entry, screen files and texts in the page's language, and leaves the manifest for main.js", async () => {
    const fetchMock = serve({ '/remotes.json': MANIFEST, '/remotes/mf-payment/1.0.0-abc/preload.json': LIST });
    await startRouteFiles('/payment/AB12', 'de');
    expect(preloaded()).toEqual([`${folder}remoteEntry.js`, `${folder}4.js`, `${folder}i18n-payment-de.5.js`]);
    const handedOver = await takeStartedManifest();
    expect(await handedOver?.json()).toEqual(MANIFEST);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/remotes.json')).toHaveLength(1);
  });

  it('reads the manifest but preloads nothing on the not-found page or when the manifest cannot be read', async () => {
    serve({ '/remotes.json': MANIFEST });
    await startRouteFiles('/nothing-here', 'en');
    expect(preloaded()).toEqual([]);
    expect(takeStartedManifest()).toBeDefined();
    serve({});
    await startRouteFiles('/Payment/AB12', 'en');
    expect(preloaded()).toEqual([]);
  });
});

describe("the screen's first read", () => {
  const READ = 'https://api.example.test/v1/visaapplication/application?applicationId=AB12';
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("starts the application's read for the preview at the configured API, and leaves the configuration for main.js", async () => {
    window.history.pushState({}, '', '/Preview/AB12');
    const fetchMock = serve({ '/remotes.json': MANIFEST, '/config.json': { apiUrl: 'https://api.example.test/v1/' } });
    await startRouteFiles('/Preview/AB12', 'en');
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(READ, { credentials: 'include', headers: { Accept: 'application/json' } });
    expect(await takeEarlyRead(READ)).toMatchObject({ ok: false, status: 404 });
    expect(await (await takeHandedOverFetch(SITE_CONFIG_URL))?.json()).toEqual({ apiUrl: 'https://api.example.test/v1/' });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/config.json')).toHaveLength(1);
  });

  it('reads nothing early for a screen whose route names no first read, or without a configured API', async () => {
    const fetchMock = serve({ '/remotes.json': MANIFEST, '/config.json': {} });
    await startRouteFiles('/Payment/AB12', 'en');
    await startRouteFiles('/Preview/AB12', 'en');
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => !url.endsWith('.json'))).toEqual([]);
  });
});

describe('pageScriptsLoaded', () => {
  // jsdom has no Resource Timing: the downloads named here have finished, the others are under way.
  let finished: string[] = [];
  beforeAll(() => {
    Object.defineProperty(performance, 'getEntriesByName', {
      configurable: true,
      value: (name: string) => (finished.includes(name) ? [{ name }] : []),
    });
  });
  afterAll(() => {
    delete (performance as Partial<Performance>).getEntriesByName;
  });
  afterEach(() => {
    finished = [];
  });

  const link = (href: string) => {
    const element = document.createElement('link');
    element.setAttribute('rel', 'preload');
    element.setAttribute('as', 'script');
    element.setAttribute('href', href);
    document.head.appendChild(element);
    return element;
  };

  it("waits for the page's own preloaded scripts, loaded or failed", async () => {
    const react = link('/react.1.js');
    const router = link('/routing.2.js');
    let settled = false;
    const loaded = pageScriptsLoaded().then(() => (settled = true));
    react.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    router.dispatchEvent(new Event('error'));
    await loaded;
    expect(settled).toBe(true);
  });

  it('does not wait for a script that had arrived before it was asked', async () => {
    const react = link('/react.1.js');
    finished = [react.href];
    await expect(pageScriptsLoaded()).resolves.toBeUndefined();
  });

  it('gives up waiting after its time limit', async () => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    link('/react.1.js');
    const loaded = pageScriptsLoaded(4000);
    jest.advanceTimersByTime(4000);
    await expect(loaded).resolves.toBeUndefined();
    jest.useRealTimers();
  });
});
