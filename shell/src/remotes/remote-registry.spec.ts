import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readRemotesManifest, resolveEntries } from '../startup/remotes-manifest';
import { registerRemotesFromManifest, resetRemote } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

function serveManifest(manifest: Record<string, string>) {
  // jsdom has no fetch: the part of a Response the registry reads.
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => manifest })) as unknown as typeof fetch;
}

beforeEach(() => register.mockReset());

describe('the remotes manifest', () => {
  it('keeps absolute entries and resolves relative ones against the manifest URL', () => {
    const resolved = resolveEntries(
      { cdn: 'https://cdn.example.com/remotes/a/1.0.0-abc/remoteEntry.js', hosted: 'remotes/mf-payment/1.0.0-abc/remoteEntry.js' },
      'https://visa.example.com/remotes.json',
    );
    expect(resolved).toEqual({
      cdn: 'https://cdn.example.com/remotes/a/1.0.0-abc/remoteEntry.js',
      hosted: 'https://visa.example.com/remotes/mf-payment/1.0.0-abc/remoteEntry.js',
    });
  });

  it('is read from the site with relative entries made absolute', async () => {
    serveManifest({ mf_payment: 'remotes/mf-payment/1.0.0-abc/remoteEntry.js' });
    expect(await readRemotesManifest()).toEqual({ mf_payment: `${window.location.origin}/remotes/mf-payment/1.0.0-abc/remoteEntry.js` });
  });

  it('Retry registers the same entry again, and asks for a page reload once another build is live', async () => {
    registerRemotesFromManifest({ mf_payment: 'https://cdn.example.com/v1/remoteEntry.js' });
    serveManifest({ mf_payment: 'https://cdn.example.com/v1/remoteEntry.js' });
    expect(await resetRemote('mf_payment')).toBe('retry');
    expect(register).toHaveBeenLastCalledWith([{ name: 'mf_payment', entry: 'https://cdn.example.com/v1/remoteEntry.js' }], { force: true });

    serveManifest({ mf_payment: 'https://cdn.example.com/v2/remoteEntry.js' });
    register.mockClear();
    expect(await resetRemote('mf_payment')).toBe('reload-page');
    expect(register).not.toHaveBeenCalled();
  });
});
