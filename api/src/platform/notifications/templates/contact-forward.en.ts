import { escapeHtml, formatPaidAt } from './email-format';
import type { ContactMessageFacts } from './contact-message.facts';
import type { RenderedEmail } from './payment-confirmation.facts';

/** A contact-form message forwarded to the agency's mailbox (AGENCY_EMAIL), in English, the agency's language. */
export function contactForwardEn(facts: ContactMessageFacts): RenderedEmail {
  const rows: [string, string][] = [
    ['Reference', facts.reference],
    ['Name', facts.name],
    ['E-mail', facts.email],
    ['Phone', facts.phone],
    ['Application number', facts.applicationId || '-'],
    ['Language', facts.language],
    ['Received', formatPaidAt(facts.receivedAt)],
  ];
  const subject = `Contact form: ${facts.name}${facts.applicationId ? ` (${facts.applicationId})` : ''} [${facts.reference}]`;
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', 'Message:', facts.message, '', `Reply to ${facts.email} in the sender's language (${facts.language}).`].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1b1f24">
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left" style="border-bottom:1px solid #d5dbe2">${escapeHtml(label)}</th><td style="border-bottom:1px solid #d5dbe2">${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
<h2 style="font-size:18px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(facts.message)}</p>
<p style="color:#4a5560;font-size:13px">Reply to ${escapeHtml(facts.email)} in the sender's language (${escapeHtml(facts.language)}).</p>
</body></html>`;
  return { subject, text, html };
}
