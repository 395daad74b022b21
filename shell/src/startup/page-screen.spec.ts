import { apiConfig, configureApiClient } from '@evisa/api-client/config';
import { loadRemoteScreen } from '../remotes/load-remote';
import { loadScreen } from '../remotes/screen-loads';
import { discardScreenPreload, pageScriptsLoaded, startPageScreen } from './page-screen';
import { forgetPageState } from './page-state';

jest.mock('../remotes/load-remote', () => ({ loadRemoteScreen: jest.fn() }));

const REMOTES = Promise.resolve({
  mf_payment: 'https://visa.example.com/remotes/mf-payment/1/remoteEntry.js',
  mf_application: 'https://visa.example.com/remotes/mf-application/1/remoteEntry.js',
});
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

const preloadScreenFor = (pathname: string) => startPageScreen(pathname, 'en', REMOTES);

beforeEach(() => {
  // jsdom has no fetch: the remotes' preload lists cannot be read (only their entries are preloaded then).
  globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404 }) as Response) as unknown as typeof fetch;
});

const loadRemote = loadRemoteScreen as jest.MockedFunction<typeof loadRemoteScreen>;

describe('startPageScreen', () => {
  it("starts the page's screen once, the load RemoteScreen then shows; a Retry loads afresh", async () => {
    const module = { default: () => null };
    loadRemote.mockResolvedValue(module);
    await Promise.all([preloadScreenFor('/Preview/ABC'), preloadScreenFor('/Preview/ABC')]);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mf_payment', 'Preview');
    await expect(loadScreen('mf_payment', 'Preview')).resolves.toBe(module);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await loadScreen('mf_payment', 'Preview', true);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it("starts the screen's data reads with the route's parameters once its module has loaded", async () => {
    const forget = jest.fn();
    const preload = jest.fn(() => forget);
    loadRemote.mockResolvedValue({ default: () => null, preload });
    await preloadScreenFor('/Payment/AB%2012');
    expect(preload).toHaveBeenCalledWith({ id: 'AB 12' });
    expect(forget).not.toHaveBeenCalled();
    discardScreenPreload();
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it("configures the API client from the site's configuration before the screen reads its data", async () => {
    // A page of its own: the start-up reads the site's configuration once per page (early-requests.ts, kept in the
    // page's state, which outlives the modules).
    forgetPageState();
    await jest.isolateModulesAsync(async () => {
      const config = { ok: true, status: 200, json: async () => ({ apiUrl: 'https://api.example.com/v1' }) };
      globalThis.fetch = jest.fn(async (url: string) => (url === '/config.json' ? config : { ok: false, status: 404 })) as unknown as typeof fetch;
      const remotes = await import('../remotes/load-remote');
      const { startPageScreen: startOnThisPage } = await import('./page-screen');
      let addressAtPreload = '';
      (remotes.loadRemoteScreen as jest.Mock).mockResolvedValue({ default: () => null, preload: () => void (addressAtPreload = apiConfig.baseUrl) });
      await startOnThisPage('/Apply2/X', 'en', REMOTES);
      expect(addressAtPreload).toBe('https://api.example.com/v1');
    });
    configureApiClient({ baseUrl: '/api' });
    forgetPageState();
  });

  it('shows the screen even when its data preload throws', async () => {
    const module = { default: () => null, preload: () => { throw new Error('broken'); } };
    loadRemote.mockResolvedValue(module);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await preloadScreenFor('/Apply2/X');
    await expect(loadScreen('mf_application', 'Step2')).resolves.toBe(module);
  });

  it('loads nothing for an unknown path, or for a remote the manifest does not name', async () => {
    loadRemote.mockClear();
    await preloadScreenFor('/nothing-here');
    await preloadScreenFor('/Apply6/X');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("asks for the remote's entry early (a preload link), once the page's own scripts have arrived", async () => {
    document.head.innerHTML = '';
    loadRemote.mockResolvedValue({ default: () => null });
    await preloadScreenFor('/Payment/Z');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const links = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
    expect(links).toContain('https://visa.example.com/remotes/mf-payment/1/remoteEntry.js');
  });
});

describe('pageScriptsLoaded', () => {
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
