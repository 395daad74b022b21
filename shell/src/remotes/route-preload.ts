import { loadRemoteScreen, type ScreenModule } from './load-remote';
import { routeParams, screenRouteFor } from './screen-route-match';

const started = new Map<string, Promise<ScreenModule>>();
/** Forgets the data reads the page's screen started, if it has not shown them (see discardScreenPreload). */
let forgetPreloadedData: (() => void) | undefined;

/**
 * Starts loading the current page's remote screen as soon as the remotes are registered, alongside the shell's own
 * start instead of after its first render (its files are already downloading: start-route-files.ts), and, once its
 * module has loaded, the screen's own data reads (its `preload`, with the route's parameters). RemoteScreen takes the
 * load over (`takePreloadedScreen`); a failure shows there.
 */
export function preloadScreenFor(pathname: string): void {
  const route = screenRouteFor(pathname);
  if (!route) return;
  const key = `${route.remote}/${route.expose}`;
  if (started.has(key)) return;
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
