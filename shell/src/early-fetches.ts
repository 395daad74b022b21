// What the page needs before it can show anything but does not need React for: the site configuration, the
// remotes manifest and the page's texts in its language. main.ts starts them before the bootstrap import, so they
// download alongside React and the other shared chunks instead of after them (docs/performance.md). Only
// dependency-free modules are imported here: this module is in the entry chunk.
import { loadCommonTexts } from '@evisa/i18n/common-texts';
import { initialLanguage } from '@evisa/i18n/languages';
import { takeHandedOverFetch } from './handed-over-fetches';
import { REMOTES_MANIFEST_URL } from './remotes/remotes-manifest';
import { loadShellTexts } from './shell-texts';
import { SITE_CONFIG_URL } from './site-config-url';

const started = new Map<string, Promise<Response>>();

const fetchFresh = (url: string) => fetch(url, { cache: 'no-store' });

/**
 * The page (index.html) preloads both files (`<link rel="preload" as="fetch" crossorigin>`); a fetch in the default
 * cache mode takes that download over instead of asking again (the server sends them `no-cache`, so neither is
 * ever older than the page). A download the page's first script started (early.ts) is taken over too.
 */
export function startEarlyFetches(urls: string[] = [SITE_CONFIG_URL, REMOTES_MANIFEST_URL]): void {
  for (const url of urls) {
    const response = takeHandedOverFetch(url) ?? fetch(url);
    response.catch(() => undefined); // the failure is handled where the response is read
    started.set(url, response);
  }
}

/** The response of the fetch main.ts started for `url` (handed out once), else a new fetch (Retry, tests). */
export function fetchStartedOrFresh(url: string): Promise<Response> {
  const response = started.get(url);
  if (!response) return fetchFresh(url);
  started.delete(url);
  return response;
}

/**
 * Starts downloading the `common` and `shell` texts of the language the page will start in, both at once. The
 * bootstrap's i18n set-up asks for the same files later through the namespace registry, and webpack hands it
 * these downloads (a chunk is fetched once); a failure shows there.
 */
export function startPageTexts(language: string = initialLanguage()): void {
  for (const load of [loadCommonTexts, loadShellTexts]) load(language).catch(() => undefined);
}
