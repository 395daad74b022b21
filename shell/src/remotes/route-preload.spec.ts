import { loadRemoteScreen } from './load-remote';
import { preloadScreenFor, screenRouteFor, takePreloadedScreen } from './route-preload';

jest.mock('./load-remote', () => ({ loadRemoteScreen: jest.fn() }));

const loadRemote = loadRemoteScreen as jest.MockedFunction<typeof loadRemoteScreen>;

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

  it('loads nothing for an unknown path', () => {
    loadRemote.mockClear();
    preloadScreenFor('/nothing-here');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
