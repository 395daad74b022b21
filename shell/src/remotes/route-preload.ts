import { loadScreen } from './screen-loads';
import { routeParams, screenRouteFor } from './screen-route-match';

const started = new Set<string>();
/** Forgets the data reads the page's screen started, if it has not shown them (see discardScreenPreload). */
let forgetPreloadedData: (() => void) | undefined;

/**
 * Starts loading the current page's remote screen as soon as the remotes are registered, alongside the shell's own
 * start instead of after its first render (its files are already downloading: start-route-files.ts), and, once its
 * module has loaded, the screen's own data reads (its `preload`, with the route's parameters), before the screen first
 * renders. RemoteScreen shows the same load (screen-loads.ts), and a failure there.
 */
export function preloadScreenFor(pathname: string): void {
  const route = screenRouteFor(pathname);
  if (!route) return;
  const key = `${route.remote}/${route.expose}`;
  if (started.has(key)) return;
  started.add(key);
  loadScreen(route.remote, route.expose).then(
    (module) => {
      try {
        forgetPreloadedData = module.preload?.(routeParams(route.path, pathname)) ?? undefined;
      } catch (error) {
        console.error(`${key}: its preload failed; the screen reads its data itself`, error);
      }
    },
    () => undefined, // shown by RemoteScreen
  );
}

/**
 * The applicant has left the page's first route: data its screen preloaded but did not show is forgotten, so that a
 * later visit reads it afresh (a screen that did show it has already let it go).
 */
export function discardScreenPreload(): void {
  forgetPreloadedData?.();
  forgetPreloadedData = undefined;
}
