import { takeStartedManifest } from './remotes-manifest';
import { pageScriptsLoaded, startRouteFiles } from './start-route-files';

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
