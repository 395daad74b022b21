import { infoTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { BulletList } from '../components/bullet-list';
import { InfoPage } from '../components/info-page';

const TEXTS = infoTexts('info-refund-policy', (language) => import(`../../locales/${language}/info-refund-policy.json`));

/** Spec 9.4 and 2.14: fees are non-refundable; what that means and what to do before paying. */
function RefundPolicyScreen() {
  const { t } = useInfoTranslation();
  return (
    <InfoPage screen="RefundPolicy" title={t('refundPolicy.title')} lead={t('refundPolicy.lead')}>
      <div className="callout callout--warning">
        <p>
          <strong>{t('refundPolicy.summary')}</strong>
        </p>
        <BulletList t={t} textKey="refundPolicy.points" />
      </div>
      <h2>{t('refundPolicy.beforeTitle')}</h2>
      <p>{t('refundPolicy.before')}</p>
      <h2>{t('refundPolicy.failedTitle')}</h2>
      <p>{t('refundPolicy.failed')}</p>
      <h2>{t('refundPolicy.helpTitle')}</h2>
      <p>{t('refundPolicy.help')}</p>
    </InfoPage>
  );
}

export default withScreenTexts([TEXTS], RefundPolicyScreen);
