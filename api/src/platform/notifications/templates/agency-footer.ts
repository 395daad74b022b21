// Who provides the service, at the foot of every e-mail: the site's own sentence (`agency.identity` in the shared
// namespace of libs/i18n), so a mail states the agency exactly as the site's footer does, in the mail's language.
import { AGENCY_IDENTITY_FIELDS, type AgencyIdentity } from '@evisa/contracts';
import de from '@evisa/i18n/locales/de/common.json';
import en from '@evisa/i18n/locales/en/common.json';
import es from '@evisa/i18n/locales/es/common.json';
import fr from '@evisa/i18n/locales/fr/common.json';
import it from '@evisa/i18n/locales/it/common.json';
import ja from '@evisa/i18n/locales/ja/common.json';
import ru from '@evisa/i18n/locales/ru/common.json';
import sv from '@evisa/i18n/locales/sv/common.json';
import { escapeHtml } from './email-format';

const IDENTITY_SENTENCES: Record<string, string> = Object.fromEntries(
  Object.entries({ de, en, es, fr, it, ja, ru, sv }).map(([language, texts]) => [language, texts.agency.identity]),
);

/** The agency's identity in a language (English for one the site does not have). */
export function agencyIdentityText(language: string, identity: AgencyIdentity): string {
  const sentence = IDENTITY_SENTENCES[language] ?? IDENTITY_SENTENCES['en']!;
  return AGENCY_IDENTITY_FIELDS.reduce((text, field) => text.replaceAll(`{{${field}}}`, identity[field]), sentence);
}

/** The mail's bodies with the identity at their foot: after a signature separator in the text, before </body> in the HTML. */
export function withAgencyFooter<T extends { language: string; text: string; html: string }>(mail: T, identity: AgencyIdentity): T {
  const footer = agencyIdentityText(mail.language, identity);
  const paragraph = `<p style="margin-top:2em;color:#5f6b7a;font-size:12px">${escapeHtml(footer)}</p>\n`;
  const end = mail.html.lastIndexOf('</body>');
  const html = end === -1 ? `${mail.html}\n${paragraph}` : `${mail.html.slice(0, end)}${paragraph}${mail.html.slice(end)}`;
  return { ...mail, text: `${mail.text.trimEnd()}\n\n-- \n${footer}\n`, html };
}
