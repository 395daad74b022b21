// The texts the e-mails read, as the site's locale files hold them: `emails` (every e-mail's words) and `common`
// (the visa and application-type names and the agency's identity, as the pages show them). Imported, so the
// API's bundle carries them.
import deCommon from '@evisa/i18n/locales/de/common.json';
import deEmails from '@evisa/i18n/locales/de/emails.json';
import enCommon from '@evisa/i18n/locales/en/common.json';
import enEmails from '@evisa/i18n/locales/en/emails.json';
import esCommon from '@evisa/i18n/locales/es/common.json';
import esEmails from '@evisa/i18n/locales/es/emails.json';
import frCommon from '@evisa/i18n/locales/fr/common.json';
import frEmails from '@evisa/i18n/locales/fr/emails.json';
import itCommon from '@evisa/i18n/locales/it/common.json';
import itEmails from '@evisa/i18n/locales/it/emails.json';
import jaCommon from '@evisa/i18n/locales/ja/common.json';
import jaEmails from '@evisa/i18n/locales/ja/emails.json';
import ruCommon from '@evisa/i18n/locales/ru/common.json';
import ruEmails from '@evisa/i18n/locales/ru/emails.json';
import svCommon from '@evisa/i18n/locales/sv/common.json';
import svEmails from '@evisa/i18n/locales/sv/emails.json';
import type { Texts } from '@evisa/i18n/translator';

/** By language: the site's languages, English first (the language of a mail to someone whose language the site lacks). */
export const EMAIL_LOCALES = {
  en: { emails: enEmails, common: enCommon },
  fr: { emails: frEmails, common: frCommon },
  de: { emails: deEmails, common: deCommon },
  it: { emails: itEmails, common: itCommon },
  ja: { emails: jaEmails, common: jaCommon },
  ru: { emails: ruEmails, common: ruCommon },
  es: { emails: esEmails, common: esCommon },
  sv: { emails: svEmails, common: svCommon },
} satisfies Record<string, Record<string, Texts>>;

export type EmailLanguage = keyof typeof EMAIL_LOCALES;
