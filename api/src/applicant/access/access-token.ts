import { createHmac, timingSafeEqual } from 'node:crypto';

/** How many applications one browser can hold access to at once (a family applying together: an order holds at most 9). */
export const MAX_IDS_PER_TOKEN = 10;

/** The secrets that sign access tokens: new tokens with `current`, and tokens signed with `previous` still read. */
export type AccessKeys = { current: string; previous: readonly string[] };

/** What a token says: the ids this browser may open, and when it was issued (seconds since the epoch). */
export type AccessClaims = { ids: string[]; issuedAt: number };

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

function signedBy(payload: string, signature: string, secret: string): boolean {
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(payload, secret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `<ids joined by '.'>~<issue time, seconds, base 36>~<HMAC of what precedes>`: the ids this browser may open and
 * since when, tamper-evident without a server-side session. Always signed with the current key.
 */
export function encodeAccessToken(ids: readonly string[], issuedAt: number, keys: AccessKeys): string {
  const payload = `${ids.slice(-MAX_IDS_PER_TOKEN).join('.')}~${Math.floor(issuedAt).toString(36)}`;
  return `${payload}~${sign(payload, keys.current)}`;
}

/**
 * The token's claims when it is signed by one of the keys and was issued at most `lifetimeSeconds` before
 * `now` (seconds); else null. A token of the earlier format, without an issue time, is refused.
 */
export function decodeAccessToken(token: string | undefined, keys: AccessKeys, now: number, lifetimeSeconds: number): AccessClaims | null {
  if (!token) return null;
  const separator = token.lastIndexOf('~');
  if (separator < 0) return null;
  const payload = token.slice(0, separator);
  const signature = token.slice(separator + 1);
  if (![keys.current, ...keys.previous].some((secret) => signedBy(payload, signature, secret))) return null;
  const timeSeparator = payload.lastIndexOf('~');
  if (timeSeparator < 0) return null;
  const issuedAt = parseInt(payload.slice(timeSeparator + 1), 36);
  if (!Number.isFinite(issuedAt) || issuedAt > now + 60 || now - issuedAt > lifetimeSeconds) return null;
  const ids = payload.slice(0, timeSeparator);
  return { ids: ids ? ids.split('.') : [], issuedAt };
}

export function withId(ids: readonly string[], id: string | readonly string[]): string[] {
  const added = typeof id === 'string' ? [id] : id;
  return [...ids.filter((known) => !added.includes(known)), ...added].slice(-MAX_IDS_PER_TOKEN);
}
