import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LevelWithSilent } from 'pino';

/** Probes a load balancer sends every few seconds: logged only at debug while they succeed. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/health', '/ready']);

const pathOf = (url: string | undefined) => (url ?? '').split('?')[0];

/** A response as logged: its status only (no headers: they told an operator nothing and made a probe's line 1.2 KB). */
export function responseForLog(res: { statusCode: number }): { statusCode: number } {
  return { statusCode: res.statusCode };
}

/**
 * A 503 of an instance that is shutting down: what it must answer (readiness first, so that the load balancer
 * stops sending it requests), not a fault.
 */
export const drainingAnswer = (res: ServerResponse, draining: boolean) => draining && res.statusCode === 503;

/**
 * Successful probes at debug (a failing readiness at warn), server errors at error, everything else at info; a
 * draining instance's 503s at info.
 */
export function requestLogLevel(req: IncomingMessage, res: ServerResponse, error?: Error, draining = false): LevelWithSilent {
  if (drainingAnswer(res, draining)) return 'info';
  const failed = Boolean(error) || res.statusCode >= 500;
  if (PROBE_PATHS.has(pathOf(req.url))) return failed ? 'warn' : 'debug';
  return failed ? 'error' : 'info';
}

/**
 * The route pattern that served a request (`/files/:id`): one value per endpoint, for an operator or a metric to
 * group by. Undefined when no endpoint matched; the catch-all of Nest's global middleware (`/{*path}`) is no
 * endpoint.
 */
export function routeOf(req: IncomingMessage & { route?: { path?: unknown } }): string | undefined {
  const route = req.route?.path;
  return typeof route === 'string' && !route.includes('{*') ? route : undefined;
}

/** Added to the line of a finished request: its route. */
export function requestLogProps(req: IncomingMessage): Record<string, string> {
  const route = routeOf(req);
  return route ? { route } : {};
}
