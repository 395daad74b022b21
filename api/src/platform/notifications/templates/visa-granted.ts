import { escapeHtml, htmlPage, htmlRows, textBody, textRows } from './email-format';
import { emailTemplate } from './email-texts';
import type { VisaResultFacts } from './visa-result.facts';

/** The e-mail that carries the granted e-Visa (attached by the sender). */
export const renderVisaGranted = emailTemplate<VisaResultFacts>('visaGranted', ({ language, text, html }, facts) => {
  const rows: [string, string][] = [
    [text('applicationId'), facts.applicationId],
    [text('governmentReference'), facts.governmentReference],
  ];
  const name = { name: facts.applicantName };
  return {
    subject: text('subject', { applicationId: facts.applicationId }),
    text: textBody([text('greeting', name), text('granted'), textRows(rows), [text('attached'), `${text('download')}: ${facts.statusUrl}`], text('travel')]),
    html: htmlPage(language, [
      `<p>${html('greeting', name)}</p>`,
      `<p><strong>${html('granted')}</strong></p>`,
      htmlRows(rows),
      `<p>${html('attached')}</p>`,
      `<p>${html('download')}: <a href="${escapeHtml(facts.statusUrl)}">${escapeHtml(facts.statusUrl)}</a></p>`,
      `<p>${html('travel')}</p>`,
    ]),
  };
});

/** The attachment's file name, the same in every language. */
export const eVisaFileName = (applicationId: string) => `e-Visa-${applicationId}.pdf`;
