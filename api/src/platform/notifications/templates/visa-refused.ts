import { escapeHtml, htmlPage } from './email-format';
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
    text: [
      text('greeting', name),
      '',
      text('refused'),
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      text('whatTitle'),
      ...what.map((line) => `- ${line}`),
      `- ${text('contact')}: ${facts.contactUrl}`,
    ].join('\n'),
    html: htmlPage(language, [
      `<p>${html('greeting', name)}</p>`,
      `<p>${html('refused')}</p>`,
      // The reason is the government's, several lines long at times: kept as written, beside a label at its top.
      `<table cellpadding="6" style="border-collapse:collapse">${rows
        .map(([label, value]) => `<tr><th align="left" valign="top" style="border-bottom:1px solid #d5dbe2">${escapeHtml(label)}</th><td style="border-bottom:1px solid #d5dbe2;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`,
      `<h2 style="font-size:18px">${html('whatTitle')}</h2>`,
      `<ul>${what.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}<li>${html('contact')}: <a href="${escapeHtml(facts.contactUrl)}">${escapeHtml(facts.contactUrl)}</a></li></ul>`,
    ]),
  };
});
