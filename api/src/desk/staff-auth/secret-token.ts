import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token for a cookie or a link: 256 bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 (the token has 256 bits of entropy, so no slow hash is needed). */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
