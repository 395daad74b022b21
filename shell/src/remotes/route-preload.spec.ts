import { loadRemoteScreen } from './load-remote';
import { preloadRemoteFiles } from './remote-files';
import { discardScreenPreload, preloadScreenFor, routeParams, screenRouteFor, takePreloadedScreen } from './route-preload';

jest.mock('./load-remote', () => ({ loadRemoteScreen: jest.fn() }));
jest.mock('./remote-files', () => ({ preloadRemoteFiles: jest.fn(async () => undefined) }));

const loadRemote = loadRemoteScreen as jest.MockedFunction<typeof loadRemoteScreen>;
const preloadFiles = preloadRemoteFiles as jest.MockedFunction<typeof preloadRemoteFiles>;

describe('screenRouteFor', () => {
  it('matches paths as the router does: any case, parameters, a trailing slash', () => {
    expect(screenRouteFor('/')).toMatchObject({ remote: 'mf_info_pages', expose: 'Home' });
    expect(screenRouteFor('/apply2/ABC123/')).toMatchObject({ remote: 'mf_application', expose: 'Step2' });
    expect(screenRouteFor('/Payment/X/confirmation')).toMatchObject({ remote: 'mf_payment', expose: 'Confirmation' });
    expect(screenRouteFor('/services/2')).toMatchObject({ expose: 'Services' });
  });

  it('finds nothing for the not-found page', () => {
    expect(screenRouteFor('/nothing-here')).toBeUndefined();
    expect(screenRouteFor('/Apply2')).toBeUndefined();
  });
});

describe('routeParams', () => {
  it("reads the route's parameters from the path", () => {
    expect(routeParams('/Apply2/:id', '/apply2/ABC123/')).toEqual({ id: 'ABC123' });
    expect(routeParams('/Payment/:id/confirmation', '/Payment/X%20Y/confirmation')).toEqual({ id: 'X Y' });
    expect(routeParams('/', '/')).toEqual({});
  });
});

describe('preloadScreenFor', () => {
  it("starts the page's screen once and hands the load over once", async () => {
    const module = { default: () => null };
    loadRemote.mockResolvedValue(module);
    preloadScreenFor('/Preview/ABC');
    preloadScreenFor('/Preview/ABC');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mf_payment', 'Preview');
    await expect(takePreloadedScreen('mf_payment', 'Preview')).resolves.toBe(module);
    expect(takePreloadedScreen('mf_payment', 'Preview')).toBeUndefined();
  });

  it("asks for the screen's files and texts beside its remote's entry, and starts its data reads with the route's parameters", async () => {
    const forget = jest.fn();
    const preload = jest.fn(() => forget);
    loadRemote.mockResolvedValue({ default: () => null, preload });
    preloadScreenFor('/Payment/AB%2012', { mf_payment: 'https://cdn.example.com/p/remoteEntry.js' }, 'de');
    expect(preloadFiles).toHaveBeenCalledWith('https://cdn.example.com/p/remoteEntry.js', 'Payment', 'de');
    await takePreloadedScreen('mf_payment', 'Payment');
    expect(preload).toHaveBeenCalledWith({ id: 'AB 12' });
    expect(forget).not.toHaveBeenCalled();
    discardScreenPreload();
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('shows the screen even when its data preload throws', async () => {
    const module = { default: () => null, preload: () => { throw new Error('broken'); } };
    loadRemote.mockResolvedValue(module);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    preloadScreenFor('/Preview/X');
    await expect(takePreloadedScreen('mf_payment', 'Preview')).resolves.toBe(module);
  });

  it('loads nothing for an unknown path', () => {
    loadRemote.mockClear();
    preloadScreenFor('/nothing-here');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
