import { createHmac, timingSafeEqual } from 'node:crypto';

/** How many applications one browser can hold access to at once (a family applying together). */
export const MAX_IDS_PER_TOKEN = 10;

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** `<ids joined by '.'>~<HMAC>`: the ids this browser may open, tamper-evident without a server-side session. */
export function encodeAccessToken(ids: readonly string[], secret: string): string {
  const payload = ids.slice(-MAX_IDS_PER_TOKEN).join('.');
  return `${payload}~${sign(payload, secret)}`;
}

export function decodeAccessToken(token: string | undefined, secret: string): string[] {
  if (!token) return [];
  const separator = token.lastIndexOf('~');
  if (separator < 0) return [];
  const payload = token.slice(0, separator);
  const given = Buffer.from(token.slice(separator + 1));
  const expected = Buffer.from(sign(payload, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  return payload ? payload.split('.') : [];
}

export function withId(ids: readonly string[], id: string): string[] {
  return [...ids.filter((known) => known !== id), id].slice(-MAX_IDS_PER_TOKEN);
}
