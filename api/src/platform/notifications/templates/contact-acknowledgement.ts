import { escapeHtml, htmlPage, textBody, htmlNote } from './email-format';
import { emailTemplate } from './email-texts';
import type { ContactMessageFacts } from './contact-message.facts';

// Anyone can type someone else's address into the form: the acknowledgement carries nothing the sender chose
// (not their message, name or application number), only the site's own words and the message's reference.
/** The acknowledgement sent to whoever wrote through the contact form. */
export const renderContactAcknowledgement = emailTemplate<ContactMessageFacts>('contactAcknowledgement', ({ language, text, html }, facts) => ({
  subject: text('subject', { reference: facts.reference }),
  text: textBody([text('greeting'), text('received'), `${text('reference')}: ${facts.reference}`, text('notYou')]),
  html: htmlPage(language, [
    `<p>${html('greeting')}</p>`,
    `<p>${html('received')}</p>`,
    `<p>${html('reference')}: <strong>${escapeHtml(facts.reference)}</strong></p>`,
    htmlNote(html('notYou')),
  ]),
}));
