import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a resume link, `<expiry, seconds, base 36>.<HMAC-SHA256 of the application id and expiry>`: it
 * opens its own application only, until it expires, without the date of birth. The link carries it
 * after the number in the page's fragment (`/partial-Filled#<number>:<token>`), which no server or log sees.
 */
export function signResumeLink(applicationId: string, expiresAt: number, secret: string): string {
  const expiry = expiresAt.toString(36);
  return `${expiry}.${signature(applicationId, expiry, secret)}`;
}

/** True when the token was made for this application and has not expired; `now` in seconds. */
export function checkResumeLink(applicationId: string, token: string, secret: string, now: number): boolean {
  const [expiry, given, ...rest] = token.split('.');
  if (rest.length > 0 || !given || !/^[0-9a-z]{1,10}$/.test(expiry)) return false;
  const expected = Buffer.from(signature(applicationId, expiry, secret));
  const presented = Buffer.from(given);
  return presented.length === expected.length && timingSafeEqual(presented, expected) && parseInt(expiry, 36) > now;
}

function signature(applicationId: string, expiry: string, secret: string): string {
  return createHmac('sha256', secret).update(`resume-link|${applicationId}|${expiry}`).digest('base64url');
}

/** The secret of resume links: derived from ACCESS_SECRET for this purpose only (the same on every instance). */
export function resumeLinkSecret(config: { ACCESS_SECRET: string }): string {
  return createHmac('sha256', config.ACCESS_SECRET).update('resume-link-secret').digest('base64url');
}
