import { ChatIcon, MailIcon, PhoneIcon, mailHref, telHref, useSiteConfig } from '@evisa/ui';
import { infoTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { InfoPage } from '../components/info-page';
import { CONTACT_FORM_TEXTS, ContactForm } from '../contact-form';

const TEXTS = infoTexts('info-contact', (language) => import(`../../locales/${language}/info-contact.json`));

/** The agency's phone, e-mail and chat, all from the site configuration. */
function ContactScreen() {
  const { t } = useInfoTranslation();
  const { agency } = useSiteConfig();
  return (
    <InfoPage screen="Contact" title={t('contact.title')} lead={t('contact.lead')}>
      <ul className="card-grid contact-cards">
        {agency.phone && (
          <li className="card contact-card">
            <PhoneIcon />
            <h2 className="card__title">{t('contact.phone')}</h2>
            <a href={telHref(agency.phone)}>{agency.phone}</a>
          </li>
        )}
        {agency.email && (
          <li className="card contact-card">
            <MailIcon />
            <h2 className="card__title">{t('contact.email')}</h2>
            <a href={mailHref(agency.email)}>{agency.email}</a>
          </li>
        )}
        {agency.chatLink && (
          <li className="card contact-card">
            <ChatIcon />
            <h2 className="card__title">{t('contact.chat')}</h2>
            <a href={agency.chatLink} target="_blank" rel="noopener noreferrer">
              {t('contact.chatLink')}
              <span className="visually-hidden">{` (${t('common.opensInNewTab')})`}</span>
            </a>
          </li>
        )}
      </ul>
      <p className="callout">{t('contact.idTip')}</p>
      {/* CONTACT FORM SLOT: the contact form (a separate issue) renders here, below the contact details. */}
      <div data-slot="contact-form" />
      <ContactForm />
    </InfoPage>
  );
}

export default withScreenTexts([TEXTS, CONTACT_FORM_TEXTS], ContactScreen);
