import type { CookieOptions } from 'express';
import type { AppConfig } from '../../platform/config/app-config';

/** The desk's session cookie: a name of its own, never read by the applicant's guard (docs/architecture.md 10). */
export const STAFF_COOKIE = 'evisa_staff';

/** HttpOnly and SameSite=Strict; no Max-Age, so it also ends with the browser (the server ends it sooner when idle). */
export function staffCookieOptions(config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure: config.SITE_URL.startsWith('https:'), path: '/' };
}
