// The local mail sink (tools/stack/mail-sink.mjs) as the end-to-end tests read it. tools/stack/e2e.mjs starts it
// and passes its address as E2E_MAIL_URL; without it a test that checks mail fails and says so.
import type { Page } from '@playwright/test';

export type SunkMail = { subject: string; text: string; to: string[]; attachments?: { filename: string | null; contentType: string; size: number }[] };

/**
 * The mails the local sink received for an address (those `matching`, when given: an application also gets the
 * e-mail with its number after step 1), waiting up to `timeoutMs` for at least `atLeast`.
 */
export async function mailsTo(
  page: Page,
  email: string,
  { atLeast = 1, timeoutMs = 15_000, matching = (_mail: SunkMail): boolean => true } = {},
): Promise<SunkMail[]> {
  const sink = process.env.E2E_MAIL_URL;
  if (!sink) throw new Error('E2E_MAIL_URL is not set: run through tools/stack/e2e.mjs');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await page.request.get(`${sink}/api/messages?to=${encodeURIComponent(email)}`);
    const mails = ((await response.json()) as SunkMail[]).filter(matching);
    if (mails.length >= atLeast || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
