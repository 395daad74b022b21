import { SCREEN_ROUTES, type ScreenRoute } from '../screen-routes';
import { initialLanguage } from '@evisa/i18n/src/languages';
import { loadRemoteScreen, type ScreenModule } from './load-remote';
import type { RemotesManifest } from './remote-registry';
import { preloadRemoteFiles } from './remote-files';

const started = new Map<string, Promise<ScreenModule>>();
/** Forgets the data reads the page's screen started, if it has not shown them (see discardScreenPreload). */
let forgetPreloadedData: (() => void) | undefined;

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/**
 * The screen route that answers `pathname`, as the router matches it (case-insensitive, `:param` one segment,
 * a trailing slash ignored); undefined for the not-found page.
 */
export function screenRouteFor(pathname: string, routes: ScreenRoute[] = SCREEN_ROUTES): ScreenRoute | undefined {
  const wanted = segments(pathname);
  return routes.find(({ path }) => {
    const pattern = segments(path);
    return pattern.length === wanted.length && pattern.every((part, i) => part.startsWith(':') || part === wanted[i]);
  });
}

/** The `:param` values of `pathname` under a route's pattern (the path as written, decoded). */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const names = pattern.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  return Object.fromEntries(names.flatMap((name, i) => (name.startsWith(':') ? [[name.slice(1), decodeURIComponent(values[i] ?? '')]] : [])));
}

/**
 * Starts loading the current page's remote screen (its remoteEntry.js, and beside it the screen's chunks and its
 * texts in the page's language, listed by the remote's preload.json) as soon as the remotes are registered, alongside the shell's own
 * start instead of after its first render, and, once its module has loaded, the screen's own data reads (its `preload`, with the
 * route's parameters). RemoteScreen takes the load over (`takePreloadedScreen`); a failure shows there.
 */
export function preloadScreenFor(pathname: string, manifest: RemotesManifest = {}, language: string = initialLanguage()): void {
  const route = screenRouteFor(pathname);
  if (!route) return;
  const key = `${route.remote}/${route.expose}`;
  if (started.has(key)) return;
  const entry = manifest[route.remote];
  if (entry) void preloadRemoteFiles(entry, route.expose, language);
  const load = loadRemoteScreen(route.remote, route.expose).then((module) => {
    try {
      forgetPreloadedData = module.preload?.(routeParams(route.path, pathname)) ?? undefined;
    } catch (error) {
      console.error(`${key}: its preload failed; the screen reads its data itself`, error);
    }
    return module;
  });
  load.catch(() => undefined); // reported by RemoteScreen's error boundary when it takes the load over
  started.set(key, load);
}

/** The load `preloadScreenFor` started for this screen, handed out once (a Retry loads afresh). */
export function takePreloadedScreen(remote: string, expose: string): Promise<ScreenModule> | undefined {
  const key = `${remote}/${expose}`;
  const load = started.get(key);
  started.delete(key);
  return load;
}

/**
 * The applicant has left the page's first route: data its screen preloaded but did not show is forgotten, so that a
 * later visit reads it afresh (a screen that did show it has already let it go).
 */
export function discardScreenPreload(): void {
  forgetPreloadedData?.();
  forgetPreloadedData = undefined;
}
