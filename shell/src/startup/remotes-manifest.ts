// The one place that reads the remotes manifest (/remotes.json). Read at run time, so a release is one entry changed.
import { readJson, readJsonOnce, REMOTES_MANIFEST_URL } from './early-requests';

/**
 * Remote container name -> URL of its remoteEntry.js. An entry may be absolute (a CDN) or relative to the manifest
 * (`remotes/mf-payment/1.0.0-<hash>/remoteEntry.js`).
 */
export type RemotesManifest = Record<string, string>;

/** Absolute entry URLs, so that a release's entry reads the same wherever the page that loads it is. */
export function resolveEntries(entries: RemotesManifest, manifestUrl: string): RemotesManifest {
  return Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, new URL(entry, manifestUrl).href]));
}

/**
 * The manifest, its entries resolved against its own URL: the page's download, shared by the start's steps; with
 * `fresh`, asked for again past the browser's cache (the Retry button, after a release or roll-back).
 */
export async function readRemotesManifest({ fresh = false } = {}): Promise<RemotesManifest> {
  const entries = fresh ? readJson<RemotesManifest>(REMOTES_MANIFEST_URL, { cache: 'no-store' }) : readJsonOnce<RemotesManifest>(REMOTES_MANIFEST_URL);
  return resolveEntries(await entries, new URL(REMOTES_MANIFEST_URL, document.baseURI).href);
}
