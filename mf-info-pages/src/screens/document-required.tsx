import { VISA_SERVICES } from '@evisa/reference-data';
import { optionLabel } from '@evisa/i18n';
import { infoTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { BulletList } from '../components/bullet-list';
import { InfoPage } from '../components/info-page';
import { requiredUploads } from '../components/required-uploads';

const TEXTS = infoTexts('info-document-required', (language) => import(`../../locales/${language}/info-document-required.json`));

/**
 * The uploads each visa service requires (spec 9.4), as the upload steps require them, and the photograph and
 * passport policy (spec 5.8).
 */
function DocumentRequiredScreen() {
  const { t, i18n } = useInfoTranslation();
  return (
    <InfoPage screen="DocumentRequired" title={t('documentRequired.title')} lead={t('documentRequired.lead')}>
      <h2>{t('documentRequired.everyTitle')}</h2>
      <BulletList t={t} textKey="documentRequired.every" className="check-list" />
      <h2>{t('documentRequired.byCategoryTitle')}</h2>
      <ul className="card-grid">
        {VISA_SERVICES.map(({ value }) => (
          <li key={value}>
            <article className="card">
              <h3 className="card__title">{optionLabel(t, 'visaService', value)}</h3>
              <ul>
                {requiredUploads(t, i18n.language, value, t('documentRequired.photoTitle')).map((upload) => (
                  <li key={upload}>{upload}</li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
      <h2>{t('documentRequired.photoTitle')}</h2>
      <BulletList t={t} textKey="documentRequired.photo" />
      <p className="callout">{t('documentRequired.uploadNote')}</p>
      <h2>{t('documentRequired.passportTitle')}</h2>
      <BulletList t={t} textKey="documentRequired.passport" />
    </InfoPage>
  );
}

export default withScreenTexts([TEXTS], DocumentRequiredScreen);
