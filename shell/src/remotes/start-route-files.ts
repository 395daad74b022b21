// What the page's first script (early.ts, a separate entry that index.html runs before main.js) does: it reads the
// remotes manifest and the screen's preload list at once, and asks for the page's screen's files (its remoteEntry.js,
// chunks and texts) as soon as the shell's own start-up scripts have arrived, instead of after main.js has run and
// read both lists (issue 10, docs/performance.md). Not sooner: over HTTP/1.1 the downloads share the line evenly, so
// the remote's files would delay React, which everything waits for. It also starts the screen's first read of the
// API, when its route names one (screen-routes.ts). Dependency-free modules only: a few KB.
import { requestUrl, startEarlyRead } from '@evisa/api-client/early';
import { startHandedOverFetch } from '../handed-over-fetches';
import type { ScreenRoute } from '../screen-routes';
import { settledWithin } from '../settled-within';
import { SITE_CONFIG_URL } from '../site-config-url';
import { preloadRemoteFiles } from './remote-files';
import { readManifest, REMOTES_MANIFEST_URL } from './remotes-manifest';
import { routeParams, screenRouteFor } from './screen-route-match';

/**
 * Settles once the scripts the page itself preloads (the shell's start-up chunks, listed in index.html) have arrived,
 * or failed, or after `timeoutMs` whatever happens.
 */
export function pageScriptsLoaded(timeoutMs = 4000): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')]
    // A finished download has its resource timing entry; a link has no other loaded state to read.
    .filter((link) => performance.getEntriesByName(link.href).length === 0)
    .map((link) => new Promise((resolve) => ['load', 'error'].forEach((event) => link.addEventListener(event, resolve, { once: true }))));
  return settledWithin(Promise.all(pending), timeoutMs);
}

/**
 * Starts the screen's first read (its route's `firstRead`) at the API the site configuration names: on the phone
 * profile its answer is there before the screen's code (docs/performance.md).
 */
export async function startFirstRead(route: ScreenRoute, pathname: string): Promise<void> {
  if (!route.firstRead) return;
  try {
    const config = await startHandedOverFetch(SITE_CONFIG_URL);
    if (!config.ok) return;
    const { apiUrl } = (await config.json()) as { apiUrl?: string };
    if (typeof apiUrl !== 'string') return;
    const [path, query] = route.firstRead(routeParams(route.path, pathname));
    startEarlyRead(requestUrl(apiUrl, path, query));
  } catch {
    // the screen reads it itself
  }
}

export async function startRouteFiles(pathname: string, language: string): Promise<void> {
  const response = startHandedOverFetch(REMOTES_MANIFEST_URL);
  const route = screenRouteFor(pathname);
  if (!route) return;
  void startFirstRead(route, pathname);
  try {
    const result = await response;
    if (!result.ok) return;
    const entry = (await readManifest(result))[route.remote];
    if (entry) await preloadRemoteFiles(entry, route.expose, language, pageScriptsLoaded());
  } catch {
    // main.js reads the manifest itself and reports what is wrong; the files then load when asked for
  }
}
