// A GET the page's first script (shell/src/early.ts) started for the page's screen before that screen's code had
// arrived: the screen's first GET of the same URL takes its response instead of asking again (docs/performance.md).
// No imports: the page's first script bundles this file.

const EARLY_READS = '__evisaEarlyReads';

/** Long enough for a slow phone to load the screen's code; short enough never to answer a later visit. */
export const EARLY_READ_LIFETIME_MS = 15_000;

interface EarlyRead {
  response: Promise<Response>;
  pathname: string;
  startedAt: number;
}
type Holder = { [EARLY_READS]?: Map<string, EarlyRead> };

const reads = (): Map<string, EarlyRead> => ((globalThis as Holder)[EARLY_READS] ??= new Map());

/** Starts the GET the page's screen will make first, as the API client makes it (with the access cookie). */
export function startEarlyRead(url: string): void {
  const response = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  response.catch(() => undefined); // the screen's own request handles a failure
  reads().set(url, { response, pathname: window.location.pathname, startedAt: Date.now() });
}

/**
 * The early read of `url`, handed out once, and only to the page it was started on, within its lifetime: after
 * a navigation the application may have changed, and the screen must read it afresh.
 */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const read = reads().get(url);
  if (!read) return undefined;
  reads().delete(url);
  const fresh = read.pathname === window.location.pathname && Date.now() - read.startedAt < EARLY_READ_LIFETIME_MS;
  return fresh ? read.response : undefined;
}
