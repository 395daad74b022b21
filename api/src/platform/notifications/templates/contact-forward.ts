import { escapeHtml, formatPaidAt, htmlPage, htmlRows, textBody, textRows } from './email-format';
import { emailTemplate } from './email-texts';
import type { ContactMessageFacts } from './contact-message.facts';

const forward = emailTemplate<ContactMessageFacts>('contactForward', ({ language, text, html }, facts) => {
  const rows: [string, string][] = [
    [text('labels.reference'), facts.reference],
    [text('labels.name'), facts.name],
    [text('labels.email'), facts.email],
    [text('labels.phone'), facts.phone],
    [text('labels.applicationId'), facts.applicationId || '-'],
    [text('labels.language'), facts.language],
    [text('labels.received'), formatPaidAt(facts.receivedAt)],
  ];
  const reply = { email: facts.email, language: facts.language };
  return {
    subject: text(facts.applicationId ? 'subjectWithApplication' : 'subject', { name: facts.name, applicationId: facts.applicationId, reference: facts.reference }),
    text: textBody([textRows(rows), [`${text('message')}:`, facts.message], text('reply', reply)]),
    html: htmlPage(language, [
      htmlRows(rows),
      `<h2 style="font-size:18px">${html('message')}</h2>`,
      `<p style="white-space:pre-wrap">${escapeHtml(facts.message)}</p>`,
      `<p style="color:#4a5560;font-size:13px">${html('reply', reply)}</p>`,
    ]),
  };
});

/** A contact-form message forwarded to the agency's mailbox (AGENCY_EMAIL), in English, the agency's language. */
export const renderContactForward = (facts: ContactMessageFacts) => forward('en', facts);
