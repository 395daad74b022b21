// The page's own remote screen, started before React renders: its remote's files are asked for as soon as the
// shell's start-up scripts have arrived, and its module loads (then its data, the module's `preload`) as soon as the
// remotes are registered. RemoteScreen shows the same load (remotes/screen-loads.ts), and a failure there.
import { configureApiClient } from '@evisa/api-client/config';
import { isDeskPath } from '@evisa/contracts';
import type { ScreenModule } from '../remotes/load-remote';
import { loadScreen } from '../remotes/screen-loads';
import { preloadRemoteFiles } from './remote-files';
import { readJsonOnce, SITE_CONFIG_URL } from './early-requests';
import type { RemotesManifest } from './remotes-manifest';
import { DESK_SCREEN } from '../screen-routes';
import { routeParams, screenRouteFor } from './screen-route-match';
import { settledWithin } from './settled-within';

/** Forgets the data reads the page's screen started, if it has not shown them (see discardScreenPreload). */
let forgetPreloadedData: (() => void) | undefined;

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
 * Starts the screen that answers `pathname`, once `remotes` (the registered manifest) is known: its files are
 * preloaded in `language` after the shell's own start-up scripts (over HTTP/1.1 the downloads share the line evenly,
 * so sooner would delay React, which everything waits for), and its module is loaded, then its `preload` run with
 * the route's parameters.
 */
export async function startPageScreen(pathname: string, language: string, remotes: Promise<RemotesManifest>): Promise<void> {
  const route = isDeskPath(pathname) ? { ...DESK_SCREEN, path: pathname } : screenRouteFor(pathname);
  if (!route) return;
  const entry = (await remotes)[route.remote];
  if (!entry) return; // RemoteScreen shows the remote's error panel
  void preloadRemoteFiles(entry, route.expose, language, { startWhen: pageScriptsLoaded() });
  let module: ScreenModule;
  try {
    module = await loadScreen(route.remote, route.expose);
  } catch {
    return; // shown by RemoteScreen, which asks for the same load
  }
  if (!module.preload) return;
  await configureFromSite();
  try {
    forgetPreloadedData = module.preload(routeParams(route.path, pathname)) ?? undefined;
  } catch (error) {
    console.error(`${route.remote}/${route.expose}: its preload failed; the screen reads its data itself`, error);
  }
}

/**
 * The API client's address from the site's configuration (main.ts has asked for it; the bootstrap sets the same),
 * before a screen's `preload` reads data: else it would read from the default address. Without a configuration the
 * client keeps its defaults, as the bootstrap does (site-config.ts).
 */
async function configureFromSite(): Promise<void> {
  const apiUrl = await readJsonOnce<{ apiUrl?: unknown } | null>(SITE_CONFIG_URL).then(
    (config) => config?.apiUrl,
    () => undefined,
  );
  if (typeof apiUrl === 'string') configureApiClient({ baseUrl: apiUrl });
}

/**
 * The applicant has left the page's first route: data its screen preloaded but did not show is forgotten, so that a
 * later visit reads it afresh (a screen that did show it has already let it go).
 */
export function discardScreenPreload(): void {
  forgetPreloadedData?.();
  forgetPreloadedData = undefined;
}
