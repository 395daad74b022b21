// Which screen answers the page's path, and its parameters, before the router has started (page-screen.ts).
import { SCREEN_ROUTES, type ScreenRoute } from '../screen-routes';

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
