import { api, failureNotice, type FailureNotice } from '@evisa/api-client';
import { hasErrors, validateContactMessage, type FieldErrors } from '@evisa/contracts';

export type SendOutcome = { kind: 'refused'; errors: FieldErrors } | { kind: 'sent' } | { kind: 'failed'; failure: FailureNotice };

/**
 * Checks a message with the shared contact rules and, if they pass, POSTs it to /contact. Loaded only when a
 * visitor starts writing (use-contact-form.ts): the home page shows the form but most visitors never use it.
 * `onSending` runs once the rules pass, just before the request.
 */
export async function sendContactMessage(body: Record<string, unknown>, onSending: () => void): Promise<SendOutcome> {
  const found = validateContactMessage(body);
  if (hasErrors(found)) return { kind: 'refused', errors: found };
  onSending();
  const result = await api.post<{ received: boolean }>('/contact', body);
  if (result.ok) return { kind: 'sent' };
  if (result.kind === 'http' && result.status === 400 && Object.keys(result.errorKeys).length > 0) return { kind: 'refused', errors: result.errorKeys };
  return { kind: 'failed', failure: failureNotice(result) };
}
