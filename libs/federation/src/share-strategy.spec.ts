import { ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { SHARE_STRATEGY } from './shared-singletons.cjs';

type Strategy = 'version-first' | 'loaded-first';

/**
 * The federation runtime the page runs, as the shell's page has it once the manifest is read: the shell providing
 * React, three remotes registered. Each remote's entry is answered here (the runtime would add a script element),
 * and the remotes whose entries were asked for are recorded.
 */
function pageWithRemotes(shareStrategy: Strategy) {
  const entriesLoaded: string[] = [];
  const recordEntries: ModuleFederationRuntimePlugin = {
    name: 'record-entries',
    loadEntry: async ({ remoteInfo }) => {
      entriesLoaded.push(remoteInfo.name);
      return { init: async () => undefined, get: () => async () => ({ default: () => null }) };
    },
  };
  const host = new ModuleFederation({
    name: 'shell',
    remotes: [],
    shareStrategy,
    shared: { react: { version: '19.2.0', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^19.0.0' } } },
    plugins: [recordEntries],
  });
  // The runtime keeps loaded entries for the whole page, by name and URL: each case has URLs of its own.
  const folder = `https://visa.example.com/${shareStrategy}`;
  host.registerRemotes(['mf_info_pages', 'mf_payment', 'mf_desk'].map((name) => ({ name, entry: `${folder}/${name}/remoteEntry.js` })));
  return { host, entriesLoaded };
}

describe('the share strategy', () => {
  it("is 'loaded-first': a page's first request for a shared library loads no remote", async () => {
    expect(SHARE_STRATEGY).toBe('loaded-first');
    const { host, entriesLoaded } = pageWithRemotes(SHARE_STRATEGY);
    // What the bootstrap's chunk asks for first (webpack's consumes: initializeSharing, then the library).
    await Promise.all(host.sharedHandler.initializeSharing('default', { strategy: host.options.shareStrategy }));
    expect(await host.loadShare('react')).toBeTruthy();
    expect(entriesLoaded).toEqual([]);
    // The page's own screen then loads its remote, and only that one.
    await host.loadRemote('mf_payment/Status');
    expect(entriesLoaded).toEqual(['mf_payment']);
  });

  it("is needed: with the default, 'version-first', the first shared library loads every registered remote's entry", async () => {
    const { host, entriesLoaded } = pageWithRemotes('version-first');
    await host.loadShare('react');
    expect(entriesLoaded.sort()).toEqual(['mf_desk', 'mf_info_pages', 'mf_payment']);
  });
});
