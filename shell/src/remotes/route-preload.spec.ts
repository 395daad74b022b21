import { loadRemoteScreen } from './load-remote';
import { discardScreenPreload, preloadScreenFor, takePreloadedScreen } from './route-preload';

jest.mock('./load-remote', () => ({ loadRemoteScreen: jest.fn() }));

const loadRemote = loadRemoteScreen as jest.MockedFunction<typeof loadRemoteScreen>;

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

  it("starts the screen's data reads with the route's parameters once its module has loaded", async () => {
    const forget = jest.fn();
    const preload = jest.fn(() => forget);
    loadRemote.mockResolvedValue({ default: () => null, preload });
    preloadScreenFor('/Payment/AB%2012');
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
