import { api, failureNotice, type FailureNotice } from '@evisa/api-client';
import { CONTACT_MIN_FILL_MS, hasErrors, validateContactMessage, type ContactFormToken, type FieldErrors } from '@evisa/contracts';

export type SendOutcome =
  | { kind: 'refused'; errors: FieldErrors }
  | { kind: 'sent' }
  | { kind: 'failed'; failure: FailureNotice; clearHoneypot?: boolean };

/** A token of the API's for this form (GET /contact/form-token), when this browser received it, how long to wait. */
export type FormToken = { token: string; receivedAt: number; waitMs: number };

/** How the form gets its token: the one asked for when the visitor started writing, or a new one. */
/** A form token, or why none could be had (the same notice any other failed request gives). */
export type FormTokenResult = FormToken | { failure: FailureNotice };
export type FormTokens = { current(): Promise<FormTokenResult>; renew(): Promise<FormTokenResult> };

/** A little over the server's minimum, measured from when the token arrived (the server issued it earlier). */
const WAIT_MARGIN_MS = 200;
const MAX_ATTEMPTS = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function fetchFormToken(): Promise<FormTokenResult> {
  const result = await api.get<ContactFormToken>('/contact/form-token');
  if (!result.ok) return { failure: failureNotice(result) };
  const waitMs = typeof result.data.waitMs === 'number' ? result.data.waitMs : CONTACT_MIN_FILL_MS;
  return { token: result.data.formToken, receivedAt: Date.now(), waitMs };
}

/**
 * Checks a message with the shared contact rules and, if they pass, POSTs it to /contact with the form's token.
 * The server refuses a message sent within a few seconds of its token (a bot's speed): the form waits that out
 * itself, as long as the token's answer says, and when the server still refuses (the token too young or expired) it waits or takes a new token and
 * sends again, so a fast person's message is sent, never lost. A filled honeypot (a browser's autofill can do
 * it) is told, and the form clears the field for the next press of Send. Loaded only when a visitor starts
 * writing (use-contact-form.ts). `onSending` runs once the rules pass, just before the first request.
 */
export async function sendContactMessage(body: Record<string, unknown>, onSending: () => void, tokens: FormTokens): Promise<SendOutcome> {
  const found = validateContactMessage(body);
  if (hasErrors(found)) return { kind: 'refused', errors: found };
  onSending();
  let token = await tokens.current();
  let refusal: 'contactTooSoon' | 'contactFormExpired' = 'contactFormExpired';
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if ('failure' in token) return { kind: 'failed', failure: token.failure };
    await sleep(token.receivedAt + token.waitMs + WAIT_MARGIN_MS - Date.now());
    const result = await api.post<{ received: boolean }>('/contact', { ...body, formToken: token.token });
    if (result.ok) return { kind: 'sent' };
    if (result.kind !== 'http' || result.status !== 400 || Object.keys(result.errorKeys).length === 0) return { kind: 'failed', failure: failureNotice(result) };
    const { formToken, website, ...fields } = result.errorKeys;
    if (hasErrors(fields)) return { kind: 'refused', errors: fields };
    if (website) return { kind: 'failed', failure: { key: website, temporary: false }, clearHoneypot: true };
    refusal = formToken === 'contactTooSoon' ? 'contactTooSoon' : 'contactFormExpired';
    if (refusal === 'contactTooSoon') token = { ...token, receivedAt: Date.now() };
    else token = await tokens.renew();
  }
  return { kind: 'failed', failure: { key: refusal, temporary: true } };
}
