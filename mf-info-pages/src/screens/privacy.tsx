import { api, useApiResource } from '@evisa/api-client';
import { RETENTION_POLICY_READ, type RetentionPolicy } from '@evisa/contracts';
import { Button, mailHref, useSiteConfig } from '@evisa/ui';
import { infoTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { BulletList } from '../components/bullet-list';
import { InfoPage } from '../components/info-page';

const TEXTS = infoTexts('info-privacy', (language) => import(`../../locales/${language}/info-privacy.json`));

const loadPolicy = () => api.get<RetentionPolicy>(RETENTION_POLICY_READ);

/** How long each thing is kept: the periods the API's deletion job applies, read from the API itself. */
function RetentionPeriods() {
  const { t } = useInfoTranslation();
  const [policy, reload] = useApiResource('retention', loadPolicy);
  // Not role=status: the pre-rendered page (shell/prerender) holds this line until the periods arrive.
  if (policy.state === 'loading') return <p aria-live="polite">{t('privacy.retentionLoading')}</p>;
  if (policy.state === 'failed') {
    return (
      <div className="panel panel--error" role="alert">
        <p>{t('privacy.retentionFailed')}</p>
        <Button variant="secondary" onClick={reload}>
          {t('privacy.retry')}
        </Button>
      </div>
    );
  }
  const { unpaidDays, paidDaysAfterValidity, longestValidityDays, sentEmailDays, contactMessageDays } = policy.data;
  return (
    <ul>
      <li>{t('privacy.retentionDrafts', { days: unpaidDays })}</li>
      <li>{t('privacy.retentionPaid', { days: paidDaysAfterValidity, validityDays: longestValidityDays })}</li>
      <li>{t('privacy.retentionEmails', { days: sentEmailDays })}</li>
      <li>{t('privacy.retentionContact', { days: contactMessageDays })}</li>
    </ul>
  );
}

/**
 * Spec 2.4: the data collected (the answers of every step, the uploads, what PayPal reports), who processes it, and
 * how long it is kept (as the API keeps it).
 */
function PrivacyScreen() {
  const { t } = useInfoTranslation();
  const { agency } = useSiteConfig();
  return (
    <InfoPage screen="Privacy" title={t('privacy.title')} lead={t('privacy.lead', { name: agency.name })}>
      <h2>{t('privacy.collectTitle')}</h2>
      <BulletList t={t} textKey="privacy.collect" />
      <p>{t('privacy.collectTechnical')}</p>
      <p>{t('privacy.passportScan')}</p>
      <h2>{t('privacy.useTitle')}</h2>
      <BulletList t={t} textKey="privacy.use" />
      <h2>{t('privacy.shareTitle')}</h2>
      <BulletList t={t} textKey="privacy.share" />
      <h2>{t('privacy.retentionTitle')}</h2>
      <RetentionPeriods />
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

export default withScreenTexts([TEXTS], PrivacyScreen);
