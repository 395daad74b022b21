import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONTACT_FORM_TOKEN_MAX_AGE_MS, CONTACT_MIN_FILL_MS } from '@evisa/contracts';
import type { AccessKeys } from '../access/access-token';

/** `<issue time, ms, base 36>.<random>.<HMAC>`: when the API gave the form this token, tamper-evident. */
function sign(payload: string, secret: string): string {
  // Its own purpose in the MAC input: an access cookie's signature is never a valid form token's, nor the reverse.
  return createHmac('sha256', secret).update(`contact-form:${payload}`).digest('base64url');
}

export function issueFormToken(keys: AccessKeys, now: number): string {
  const payload = `${Math.floor(now).toString(36)}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${sign(payload, keys.current)}`;
}

export type FormTokenCheck = 'ok' | 'tooSoon' | 'expired';

/**
 * What the server saw, not what the browser says: a token the API signed at least `minFillMs` (the configured
 * CONTACT_MIN_FILL_MS) and at most CONTACT_FORM_TOKEN_MAX_AGE_MS before `now`. Anything else (missing, forged,
 * too old, from the future) is 'expired': the form asks for a new token and sends again.
 */
export function checkFormToken(token: unknown, keys: AccessKeys, now: number, minFillMs = CONTACT_MIN_FILL_MS): FormTokenCheck {
  if (typeof token !== 'string') return 'expired';
  const separator = token.lastIndexOf('.');
  if (separator < 0) return 'expired';
  const payload = token.slice(0, separator);
  const given = Buffer.from(token.slice(separator + 1));
  const signed = [keys.current, ...keys.previous].some((secret) => {
    const expected = Buffer.from(sign(payload, secret));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!signed) return 'expired';
  const issuedAt = parseInt(payload.slice(0, payload.indexOf('.')), 36);
  const age = now - issuedAt;
  if (!Number.isFinite(age) || age < 0 || age > CONTACT_FORM_TOKEN_MAX_AGE_MS) return 'expired';
  return age < minFillMs ? 'tooSoon' : 'ok';
}
