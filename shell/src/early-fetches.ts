// What the page needs before it can show anything but does not need React for: the site configuration and the
// remotes manifest. main.ts starts both before the bootstrap import, so they download alongside React and the other
// shared chunks instead of after them (docs/performance.md). No imports here: this module is in the entry chunk.

export const SITE_CONFIG_URL = '/config.json';
export const REMOTES_MANIFEST_URL = '/remotes.json';

const started = new Map<string, Promise<Response>>();

const fetchFresh = (url: string) => fetch(url, { cache: 'no-store' });

export function startEarlyFetches(urls: string[] = [SITE_CONFIG_URL, REMOTES_MANIFEST_URL]): void {
  for (const url of urls) {
    const response = fetchFresh(url);
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
