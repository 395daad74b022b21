import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions } from 'express';
import type { AppConfig } from '../../platform/config/app-config';

/**
 * The device cookie of OWASP's lock-out advice: given to a browser when an account signs in on it, it marks that
 * browser as one the account's owner used. Sign-in from it is throttled on its own count, never by the failures
 * of strangers, so nobody can lock a member of staff out of their own browser.
 */
export const STAFF_DEVICE_COOKIE = 'evisa_staff_device';

const DEVICE_DAYS = 180;

/**
 * HttpOnly, SameSite=Strict, Secure on https; kept DEVICE_DAYS, then the browser is a stranger again. Path `/`:
 * the site serves the API under its own prefix, which the API does not know.
 */
export function deviceCookieOptions(config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure: config.SITE_URL.startsWith('https:'), path: '/', maxAge: DEVICE_DAYS * 86_400_000 };
}

const signature = (accountId: string, nonce: string, secret: string) =>
  createHmac('sha256', secret).update(`staff-device|${accountId}|${nonce}`).digest('base64url');

function deviceSecret(config: { ACCESS_SECRET: string }): string {
  return createHmac('sha256', config.ACCESS_SECRET).update('staff-device-secret').digest('base64url');
}

/** A new device cookie for the account: `<account id>.<random nonce>.<HMAC-SHA256>`. */
export function newDeviceCookie(accountId: string, config: { ACCESS_SECRET: string }): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${accountId}.${nonce}.${signature(accountId, nonce, deviceSecret(config))}`;
}

/** The cookie's nonce when it is a genuine device cookie of that account; undefined otherwise. */
export function deviceOf(cookie: unknown, accountId: string, config: { ACCESS_SECRET: string }): string | undefined {
  if (typeof cookie !== 'string') return undefined;
  const [id, nonce, given, ...rest] = cookie.split('.');
  if (rest.length > 0 || id !== accountId || !nonce || !given) return undefined;
  const expected = Buffer.from(signature(accountId, nonce, deviceSecret(config)));
  const presented = Buffer.from(given);
  return presented.length === expected.length && timingSafeEqual(presented, expected) ? nonce : undefined;
}
