import { escapeHtml, formatPaidAt, htmlPage, textBody, htmlNote, htmlHeading } from './email-format';
import { emailTemplate } from './email-texts';

/** What the e-mail asking an applicant for corrections says, as data. */
export type CorrectionRequestFacts = {
  applicantName: string;
  applicationId: string;
  /** The reviewer's own words, shown as written. */
  message: string;
  answers: number;
  documents: number;
  /** The signed, time-limited link that opens the requested items. */
  link: string;
  /** ISO timestamp when the link stops working. */
  linkExpiresAt: string;
};

/** The e-mail asking an applicant for corrections: the reviewer's message, how many items, the link. */
export const renderCorrectionRequest = emailTemplate<CorrectionRequestFacts>('correctionRequest', ({ language, text, html }, facts) => {
  const name = { name: facts.applicantName };
  const id = { applicationId: facts.applicationId };
  const items = { answers: facts.answers, documents: facts.documents };
  const when = { when: formatPaidAt(facts.linkExpiresAt) };
  return {
    subject: text('subject', id),
    text: textBody([
      text('greeting', name),
      text('intro', id),
      [`${text('messageTitle')}:`, facts.message],
      text('items', items),
      [`${text('action')}: ${facts.link}`, text('expires', when)],
      text('onlyThese'),
    ]),
    html: htmlPage(language, [
      `<p>${html('greeting', name)}</p>`,
      `<p>${html('intro', id)}</p>`,
      htmlHeading(html('messageTitle')),
      `<blockquote style="white-space:pre-wrap;border-left:3px solid #d5dbe2;margin:0;padding:0 12px">${escapeHtml(facts.message)}</blockquote>`,
      `<p>${html('items', items)}</p>`,
      `<p><a href="${escapeHtml(facts.link)}">${html('action')}</a></p>`,
      htmlNote(html('expires', when)),
      `<p>${html('onlyThese')}</p>`,
    ]),
  };
});
