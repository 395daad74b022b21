import { AGENCY_IDENTITY_FIELDS, type AgencyIdentity } from '@evisa/contracts';
import { escapeHtml } from './email-format';
import { emailLanguage, wordsIn } from './email-texts';

/**
 * Who provides the service, in the mail's language: the site's own footer sentence (`common:agency.identity`), so a
 * mail states the agency exactly as the pages do.
 */
export function agencyIdentityText(language: string, identity: AgencyIdentity): string {
  const values = Object.fromEntries(AGENCY_IDENTITY_FIELDS.map((field) => [field, identity[field]]));
  return wordsIn(emailLanguage(language)).text('common:agency.identity', values);
}

/** The mail's bodies with the identity at their foot: after a signature separator in the text, before </body> in the HTML. */
export function withAgencyFooter<T extends { language: string; text: string; html: string }>(mail: T, identity: AgencyIdentity): T {
  const footer = agencyIdentityText(mail.language, identity);
  const paragraph = `<p style="margin-top:2em;color:#5f6b7a;font-size:12px">${escapeHtml(footer)}</p>\n`;
  const end = mail.html.lastIndexOf('</body>');
  const html = end === -1 ? `${mail.html}\n${paragraph}` : `${mail.html.slice(0, end)}${paragraph}${mail.html.slice(end)}`;
  return { ...mail, text: `${mail.text.trimEnd()}\n\n-- \n${footer}\n`, html };
}
