import { infoTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { ApplyCallToAction } from '../components/apply-call-to-action';
import { BulletList } from '../components/bullet-list';
import { InfoPage } from '../components/info-page';
import { ProcessingOptions } from '../components/processing-options';

const TEXTS = infoTexts('info-services', (language) => import(`../../locales/${language}/info-services.json`));

const VISA_TYPES = ['tourist', 'business', 'medical', 'medicalAttendant', 'conference', 'ayush', 'ayushAttendant'] as const;

/** The agency's service: processing options (spec 9.1), what is included, the visas it handles. */
function ServicesScreen() {
  const { t } = useInfoTranslation();
  return (
    <InfoPage screen="Services" title={t('services.title')} lead={t('services.lead')}>
      <h2>{t('services.processingTitle')}</h2>
      <ProcessingOptions textPrefix="services" />
      <p className="note">{t('services.clockNote')}</p>
      <h2>{t('services.includedTitle')}</h2>
      <BulletList t={t} textKey="services.included" className="check-list" />
      <h2>{t('services.typesTitle')}</h2>
      <ul>
        {VISA_TYPES.map((type) => (
          <li key={type}>{t(`services.types.${type}`)}</li>
        ))}
      </ul>
      <ApplyCallToAction />
    </InfoPage>
  );
}

export default withScreenTexts([TEXTS], ServicesScreen);
