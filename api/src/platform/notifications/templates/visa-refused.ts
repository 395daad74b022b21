import { escapeHtml, htmlList, htmlPage, htmlRows, textBody, textList, textRows, htmlHeading } from './email-format';
import { emailTemplate } from './email-texts';
import type { VisaRefusedFacts } from './visa-result.facts';

/** The e-mail of a refusal: the government's reason and what the applicant can do. */
export const renderVisaRefused = emailTemplate<VisaRefusedFacts>('visaRefused', ({ language, text, html, lines }, facts) => {
  const rows: [string, string][] = [
    [text('applicationId'), facts.applicationId],
    [text('governmentReference'), facts.governmentReference],
    [text('reason'), facts.reason],
  ];
  const name = { name: facts.applicantName };
  const what = lines('what');
  return {
    subject: text('subject', { applicationId: facts.applicationId }),
    text: textBody([text('greeting', name), text('refused'), textRows(rows), [text('whatTitle'), ...textList([...what, `${text('contact')}: ${facts.contactUrl}`])]]),
    html: htmlPage(language, [
      `<p>${html('greeting', name)}</p>`,
      `<p>${html('refused')}</p>`,
      // The reason is the government's, several lines long at times.
      htmlRows(rows, { multiline: true }),
      htmlHeading(html('whatTitle')),
      htmlList([...what.map(escapeHtml), `${html('contact')}: <a href="${escapeHtml(facts.contactUrl)}">${escapeHtml(facts.contactUrl)}</a>`]),
    ]),
  };
});
