import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readRemotesManifest, type RemotesManifest } from '../startup/remotes-manifest';

let manifest: RemotesManifest = {};
let registered: Promise<RemotesManifest> | undefined;

/**
 * Reads the manifest and registers its remotes, once per page (startup/main.ts to start the page's remote early,
 * the bootstrap before the first render). An unreadable manifest registers none: the chrome still renders and every
 * remote slot shows its own error panel with Retry.
 */
export function registerRemotesOnce(): Promise<RemotesManifest> {
  registered ??= readRemotesManifest()
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
  const latest = await readRemotesManifest({ fresh: true }).catch(() => manifest);
  const entry = latest[name];
  if (entry && manifest[name] && entry !== manifest[name]) return 'reload-page';
  manifest = { ...manifest, [name]: entry };
  if (entry) registerRemotes([{ name, entry }], { force: true });
  return 'retry';
}
