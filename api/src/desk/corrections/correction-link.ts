import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a correction link opens: one application's round of corrections, until a time (seconds since the epoch). */
export type CorrectionLinkClaims = { applicationId: string; round: number; expiresAt: number };

export type CorrectionLinkCheck = { ok: true; claims: CorrectionLinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

function signature(claims: CorrectionLinkClaims, secret: string): string {
  return createHmac('sha256', secret).update(`correction-link|${claims.applicationId}|${claims.round}|${claims.expiresAt}`).digest('base64url');
}

/**
 * The token of a correction link, `<round>.<expiry, seconds, base 36>.<HMAC-SHA256>`: the application id is in the
 * link's path and part of what is signed, so a token opens only its own application's round, and only until it expires.
 */
export function signCorrectionLink(claims: CorrectionLinkClaims, secret: string): string {
  return `${claims.round.toString(36)}.${claims.expiresAt.toString(36)}.${signature(claims, secret)}`;
}

/** Checks a token against the application it was presented for; `now` in seconds. */
export function checkCorrectionLink(applicationId: string, token: string, secret: string, now: number): CorrectionLinkCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[0-9a-z]{1,8}$/.test(parts[0]) || !/^[0-9a-z]{1,10}$/.test(parts[1])) return { ok: false, reason: 'invalid' };
  const claims = { applicationId, round: parseInt(parts[0], 36), expiresAt: parseInt(parts[1], 36) };
  const given = Buffer.from(parts[2]);
  const expected = Buffer.from(signature(claims, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (claims.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** The secret of correction links: CORRECTION_LINK_SECRET, or one derived from ACCESS_SECRET for this purpose only. */
export function correctionLinkSecret(config: { CORRECTION_LINK_SECRET: string; ACCESS_SECRET: string }): string {
  return config.CORRECTION_LINK_SECRET || createHmac('sha256', config.ACCESS_SECRET).update('correction-link-secret').digest('base64url');
}
