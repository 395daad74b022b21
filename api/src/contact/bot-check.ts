import { CONTACT_MIN_FILL_MS } from '@evisa/contracts';

/** The longest a visitor can plausibly keep the form open; beyond it the timestamps are forged. */
const MAX_FILL_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a submission looks like a bot's, without a CAPTCHA: the hidden honeypot field was filled, or the
 * form was sent less than 3 s after it was shown (or without the times the form always sends).
 */
export function looksLikeBot(body: { website?: string; renderedAt?: number; sentAt?: number }): boolean {
  if (typeof body.website === 'string' && body.website.trim() !== '') return true;
  if (typeof body.renderedAt !== 'number' || typeof body.sentAt !== 'number') return true;
  const fillMs = body.sentAt - body.renderedAt;
  return fillMs < CONTACT_MIN_FILL_MS || fillMs > MAX_FILL_MS;
}
