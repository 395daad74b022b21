import { ChatIcon, MailIcon, PhoneIcon, mailHref, telHref, useSiteConfig } from '@evisa/ui';
import { useInfoTranslation } from '../i18n';

/**
 * Spec 2.4: the Support box, two contact lines showing the one configured phone number (a call, and a message
 * through the configured chat link when there is one).
 */
export function SupportBox() {
  const { t } = useInfoTranslation();
  const { agency } = useSiteConfig();
  return (
    <section className="side-box support-box" aria-labelledby="support-box-title">
      <h2 id="support-box-title" className="side-box__title">
        {t('sidebar.supportTitle')}
      </h2>
      <p className="support-box__intro">{t('sidebar.supportIntro')}</p>
      <ul className="support-box__lines">
        {agency.phone && (
          <li>
            <PhoneIcon width={20} height={20} />
            <span>
              <span className="support-box__label">{t('sidebar.callUs')}</span>
              <a href={telHref(agency.phone)}>{agency.phone}</a>
            </span>
          </li>
        )}
        {agency.phone && (
          <li>
            <ChatIcon width={20} height={20} />
            <span>
              <span className="support-box__label">{t('sidebar.messageUs')}</span>
              {agency.chatLink ? (
                <a href={agency.chatLink} target="_blank" rel="noopener noreferrer">
                  {agency.phone}
                  <span className="visually-hidden">{` (${t('common.opensInNewTab')})`}</span>
                </a>
              ) : (
                <a href={telHref(agency.phone)}>{agency.phone}</a>
              )}
            </span>
          </li>
        )}
        {agency.email && (
          <li>
            <MailIcon width={20} height={20} />
            <span>
              <span className="support-box__label">{t('sidebar.email')}</span>
              <a href={mailHref(agency.email)}>{agency.email}</a>
            </span>
          </li>
        )}
      </ul>
    </section>
  );
}
