import type { FieldErrors } from '@evisa/contracts';
import type { AccessKeys } from '../access/access-token';
import { checkFormToken } from './form-token';

/**
 * The contact form's bot checks, on what the server saw: the honeypot `website` left empty and a form
 * token of the API's at least `minFillMs` old (CONTACT_MIN_FILL_MS in the configuration). A refusal names what to do, under the field it is about; a
 * message refused here is never stored nor answered "received".
 */
export function botCheckErrors(body: { website?: string; formToken?: string }, keys: AccessKeys, now: number, minFillMs: number): FieldErrors {
  if (typeof body.website === 'string' && body.website.trim() !== '') return { website: 'contactNotSent' };
  const token = checkFormToken(body.formToken, keys, now, minFillMs);
  if (token === 'tooSoon') return { formToken: 'contactTooSoon' };
  if (token === 'expired') return { formToken: 'contactFormExpired' };
  return {};
}
