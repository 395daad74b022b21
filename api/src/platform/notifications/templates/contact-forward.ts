import { escapeHtml, formatPaidAt, htmlPage, htmlRows, textBody, textRows, htmlNote, htmlHeading } from './email-format';
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
      htmlHeading(html('message')),
      `<p style="white-space:pre-wrap">${escapeHtml(facts.message)}</p>`,
      htmlNote(html('reply', reply)),
    ]),
  };
});

/** A contact-form message forwarded to the agency's mailbox (AGENCY_EMAIL), in English, the agency's language. */
export const renderContactForward = (facts: ContactMessageFacts) => forward('en', facts);
