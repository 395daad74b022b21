import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchStartedOrFresh } from '../early-fetches';
import { readManifest, REMOTES_MANIFEST_URL, type RemotesManifest } from './remotes-manifest';

let manifest: RemotesManifest = {};
let registered: Promise<RemotesManifest> | undefined;

export async function fetchRemotesManifest(url = REMOTES_MANIFEST_URL): Promise<RemotesManifest> {
  // The page's first read takes the fetch main.ts started; later ones (Retry) ask the server again.
  const response = await fetchStartedOrFresh(url);
  if (!response.ok) throw new Error(`remotes manifest ${url}: HTTP ${response.status}`);
  return readManifest(response, url);
}

/**
 * Reads the manifest and registers its remotes, once per page (main.ts to start the page's remote early, the
 * bootstrap before the first render). An unreadable manifest registers none: the chrome still renders and every
 * remote slot shows its own error panel with Retry.
 */
export function registerRemotesOnce(): Promise<RemotesManifest> {
  registered ??= fetchRemotesManifest()
    .catch((error: Error) => {
      console.error(error);
      return {};
    })
    .then((next) => {
      registerRemotesFromManifest(next);
      return next;
    });
  return registered;
}

export function registerRemotesFromManifest(next: RemotesManifest, force = false): void {
  manifest = next;
  registerRemotes(
    Object.entries(next).map(([name, entry]) => ({ name, entry })),
    { force },
  );
}

/**
 * The Retry button: re-reads the manifest and forgets the remote's failed container, so that the next load fetches
 * its entry again. When the manifest now names another build of the remote (a release or roll-back meanwhile),
 * answers 'reload-page': two builds of one container share webpack's chunk registry, so a build that has already
 * run in this page would lend its chunks to the next one.
 */
export async function resetRemote(name: string): Promise<'retry' | 'reload-page'> {
  const latest = await fetchRemotesManifest().catch(() => manifest);
  const entry = latest[name];
  if (entry && manifest[name] && entry !== manifest[name]) return 'reload-page';
  manifest = { ...manifest, [name]: entry };
  if (entry) registerRemotes([{ name, entry }], { force: true });
  return 'retry';
}
