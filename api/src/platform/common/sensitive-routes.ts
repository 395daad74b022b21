/**
 * The calls an abuser would hammer: creating applications (filling the database), looking one up by number
 * (guessing) and the contact form (spam). They get the stricter RATE_LIMIT_SENSITIVE limit. The paths are part
 * of the contract (spec section 7, the site's forms), so they are named here in one list rather than by a
 * decorator each feature module must remember.
 */
export const SENSITIVE_ROUTES: ReadonlySet<string> = new Set([
  'POST /visaapplication/newApplication',
  // Adding a traveller to an order creates an application too.
  'POST /orders/:id/travellers',
  'POST /visaapplication/findApplication',
  // Resume links: one sends mail, the other checks a token.
  'POST /visaapplication/emailResumeLink',
  'POST /visaapplication/openResumeLink',
  'POST /contact',
]);

/** Express sets `route.path` once a route matched (guards and interceptors run after that). */
export function routeKey(request: { method: string; route?: { path?: unknown } }): string {
  return `${request.method} ${typeof request.route?.path === 'string' ? request.route.path : ''}`;
}

export function isSensitiveRoute(request: { method: string; route?: { path?: unknown } }): boolean {
  return SENSITIVE_ROUTES.has(routeKey(request));
}
