// The one cache of the start-up: each file the page needs before its first screen (the site configuration, the
// remotes manifest, the page's remote's preload list) is downloaded once per page, and everything that reads it
// during the start shares that download. index.html preloads the first two (`<link rel="preload" as="fetch"
// crossorigin>`; a held page does not, its held entry asks for them): a fetch in the default cache mode takes that
// download over (the server sends both `no-cache`, so neither is ever older than the page). Kept once per page (page-state.ts): a held page's entry reads them, and the
// shell's entry it runs later takes them over. Dependency-free: it runs before React has arrived.
import { PAGE_STATES } from '@evisa/ui/browser';
import { pageState } from './page-state';

/** The deployment's configuration (shell/public/config.json): the API's address, the agency's details. */
export const SITE_CONFIG_URL = '/config.json';
/** Remote container name -> its remoteEntry.js (shell/public/remotes.json; remotes-manifest.ts reads it). */
export const REMOTES_MANIFEST_URL = '/remotes.json';

const reads = pageState(PAGE_STATES.earlyRequests, () => new Map<string, Promise<unknown>>());

/** The JSON at `url`; an HTTP error or a body that is not JSON rejects. */
export async function readJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The JSON at `url`, read once per page: the start's steps share it. A later read (a Retry) uses readJson. */
export function readJsonOnce<T>(url: string): Promise<T> {
  let read = reads.get(url);
  if (!read) {
    read = readJson<T>(url);
    read.catch(() => undefined); // each reader handles the failure
    reads.set(url, read);
  }
  return read as Promise<T>;
}
