import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keys derived from the access secrets for this one purpose, so an opt-out token can never pass as anything else. */
const PURPOSE = 'evisa draft reminder opt-out';

function sign(payload: string, secret: string): string {
  return createHmac('sha256', createHmac('sha256', secret).update(PURPOSE).digest()).update(payload).digest('base64url');
}

export type OptOutClaims = { applicationId: string; language: string };

/**
 * `<application number>.<language>.<HMAC>`: which application's reminders to stop and the language of the page
 * that confirms it. It carries no address or personal data; it does not expire (an opt-out link keeps working).
 */
export function encodeOptOutToken(claims: OptOutClaims, secret: string): string {
  const payload = `${claims.applicationId}.${claims.language}`;
  return `${payload}.${sign(payload, secret)}`;
}

/** The claims of a token signed with one of the secrets (the current one first), else null. */
export function decodeOptOutToken(token: unknown, secrets: readonly string[]): OptOutClaims | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^([A-Z0-9]{1,40})\.([a-z]{2})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, applicationId, language, signature] = match;
  const payload = `${applicationId}.${language}`;
  const given = Buffer.from(signature);
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(sign(payload, secret));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid ? { applicationId, language } : null;
}
