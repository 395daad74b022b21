import { loadRemoteScreen } from './load-remote';
import { discardScreenPreload, preloadScreenFor } from './route-preload';
import { loadScreen } from './screen-loads';

jest.mock('./load-remote', () => ({ loadRemoteScreen: jest.fn() }));

const loadRemote = loadRemoteScreen as jest.MockedFunction<typeof loadRemoteScreen>;

describe('preloadScreenFor', () => {
  it("starts the page's screen once, the load RemoteScreen then shows; a Retry loads afresh", async () => {
    const module = { default: () => null };
    loadRemote.mockResolvedValue(module);
    preloadScreenFor('/Preview/ABC');
    preloadScreenFor('/Preview/ABC');
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
    preloadScreenFor('/Payment/AB%2012');
    await loadScreen('mf_payment', 'Payment');
    expect(preload).toHaveBeenCalledWith({ id: 'AB 12' });
    expect(forget).not.toHaveBeenCalled();
    discardScreenPreload();
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('shows the screen even when its data preload throws', async () => {
    const module = { default: () => null, preload: () => { throw new Error('broken'); } };
    loadRemote.mockResolvedValue(module);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    preloadScreenFor('/Apply2/X');
    await expect(loadScreen('mf_application', 'Step2')).resolves.toBe(module);
  });

  it('loads nothing for an unknown path', () => {
    loadRemote.mockClear();
    preloadScreenFor('/nothing-here');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
