// Which screen answers a path, and its parameters: for the page's first script (start-route-files.ts) and the
// shell's preload of the page's screen (route-preload.ts). No dependencies beyond the route table.
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
