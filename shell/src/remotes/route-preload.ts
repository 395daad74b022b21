import type { ComponentType } from 'react';
import { SCREEN_ROUTES, type ScreenRoute } from '../screen-routes';
import { loadRemoteScreen } from './load-remote';

type ScreenModule = { default: ComponentType };

const started = new Map<string, Promise<ScreenModule>>();

/**
 * The screen route that answers `pathname`, as the router matches it (case-insensitive, `:param` one segment,
 * a trailing slash ignored); undefined for the not-found page.
 */
export function screenRouteFor(pathname: string, routes: ScreenRoute[] = SCREEN_ROUTES): ScreenRoute | undefined {
  const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);
  const wanted = segments(pathname);
  return routes.find(({ path }) => {
    const pattern = segments(path);
    return pattern.length === wanted.length && pattern.every((part, i) => part.startsWith(':') || part === wanted[i]);
  });
}

/**
 * Starts loading the current page's remote screen (its remoteEntry.js, chunks and, through its namespace's
 * registration, its texts) as soon as the remotes are registered, alongside the shell's own start instead of
 * after its first render. RemoteScreen takes the load over (`takePreloadedScreen`); a failure shows there.
 */
export function preloadScreenFor(pathname: string): void {
  const route = screenRouteFor(pathname);
  if (!route) return;
  const key = `${route.remote}/${route.expose}`;
  if (started.has(key)) return;
  const load = loadRemoteScreen(route.remote, route.expose);
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
