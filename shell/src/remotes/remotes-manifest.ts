// The remotes manifest (/remotes.json) as the page's first script and the shell both read it. No dependencies:
// start-route-files.ts, a separate entry that runs before main.js, imports this module.

export const REMOTES_MANIFEST_URL = '/remotes.json';

/**
 * Remote container name -> URL of its remoteEntry.js. Read at run time, so a release is one entry changed.
 * An entry may be absolute (a CDN) or relative to the manifest (`remotes/mf-payment/1.0.0-<hash>/remoteEntry.js`).
 */
export type RemotesManifest = Record<string, string>;

/** Absolute entry URLs, so that a release's entry reads the same wherever the page that loads it is. */
export function resolveEntries(entries: RemotesManifest, manifestUrl: string): RemotesManifest {
  return Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, new URL(entry, manifestUrl).href]));
}

/** The manifest a response carries, its entries resolved against the manifest's own URL. */
export async function readManifest(response: Response, url: string = REMOTES_MANIFEST_URL): Promise<RemotesManifest> {
  return resolveEntries((await response.json()) as RemotesManifest, new URL(url, document.baseURI).href);
}
