import { mailHref, useSiteConfig } from '@evisa/ui';
import { screenTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { BulletList } from '../components/bullet-list';
import { InfoPage } from '../components/info-page';

// This screen's parts of the remote's texts (texts/screen-texts.cjs), in the page's language only.
const TEXTS = screenTexts('privacy', (language) =>
  import(`../../locales/${language}/info.json?screen=privacy`),
);

/** Spec 2.4: the data collected, and how long it is kept (from the site configuration). */
function PrivacyScreen() {
  const { t } = useInfoTranslation();
  const { agency, retention } = useSiteConfig();
  return (
    <InfoPage screen="Privacy" title={t('privacy.title')} lead={t('privacy.lead', { name: agency.name })}>
      <h2>{t('privacy.collectTitle')}</h2>
      <BulletList t={t} textKey="privacy.collect" />
      <p>{t('privacy.collectMore')}</p>
      <h2>{t('privacy.useTitle')}</h2>
      <BulletList t={t} textKey="privacy.use" />
      <h2>{t('privacy.shareTitle')}</h2>
      <p>{t('privacy.share')}</p>
      <h2>{t('privacy.retentionTitle')}</h2>
      <ul>
        <li>{t('privacy.retentionDrafts', { days: retention.unpaidDraftDays })}</li>
        <li>{t('privacy.retentionPaid', { count: retention.paidApplicationYears })}</li>
      </ul>
      <h2>{t('privacy.securityTitle')}</h2>
      <p>{t('privacy.security')}</p>
      <h2>{t('privacy.cookiesTitle')}</h2>
      <p>{t('privacy.cookies')}</p>
      <h2>{t('privacy.rightsTitle')}</h2>
      <p>
        {t('privacy.rights')}
        {agency.email && (
          <>
            {' '}
            <a href={mailHref(agency.email)}>{agency.email}</a>
          </>
        )}
      </p>
    </InfoPage>
  );
}

export default withScreenTexts(TEXTS, PrivacyScreen);
