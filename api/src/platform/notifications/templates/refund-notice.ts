import { formatMoney, htmlPage, textBody, htmlNote } from './email-format';
import { emailTemplate } from './email-texts';

/** What the e-mail telling an applicant about a refund says, as data. */
export type RefundNoticeFacts = {
  applicantName: string;
  applicationId: string;
  /** The amount of this refund. */
  amount: number;
  currency: string;
  /** The whole payment was refunded: the application will not be processed further. */
  full: boolean;
};

/** The e-mail telling an applicant about a refund, whole or in part. */
export const renderRefundNotice = emailTemplate<RefundNoticeFacts>('refundNotice', ({ language, text, html }, facts) => {
  const name = { name: facts.applicantName };
  const refunded = { amount: formatMoney(facts.amount, facts.currency, language), applicationId: facts.applicationId };
  const what = facts.full ? 'full' : 'partial';
  return {
    subject: text('subject', { applicationId: facts.applicationId }),
    text: textBody([text('greeting', name), [text('refunded', refunded), text(what)], text('delay')]),
    html: htmlPage(language, [
      `<p>${html('greeting', name)}</p>`,
      `<p>${html('refunded', refunded)}</p>`,
      `<p>${html(what)}</p>`,
      htmlNote(html('delay')),
    ]),
  };
});
