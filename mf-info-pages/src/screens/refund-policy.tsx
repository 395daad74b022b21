import { screenTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { BulletList } from '../components/bullet-list';
import { InfoPage } from '../components/info-page';

// This screen's parts of the remote's texts (texts/screen-texts.cjs), in the page's language only.
const TEXTS = screenTexts('refundPolicy', (language) =>
  import(`../../locales/${language}/info.json?screen=refundPolicy`),
);

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

export default withScreenTexts(TEXTS, RefundPolicyScreen);
