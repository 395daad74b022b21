import { PHOTO_POLICY, UPLOAD_RULES } from '@evisa/reference-data';
import { screenTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { BulletList } from '../components/bullet-list';
import { formatFileSize } from '../components/file-size';
import { InfoPage } from '../components/info-page';

// This screen's parts of the remote's texts (texts/screen-texts.cjs), in the page's language only.
const TEXTS = screenTexts('documentRequired', (language) =>
  import(`../../locales/${language}/info.json?screen=documentRequired`),
);

const CATEGORIES = ['tourist', 'business', 'gian', 'medical', 'medicalAttendant', 'conference'] as const;

/** Documents per category (spec 9.4) and the photograph and passport policy (spec 5.8). */
function DocumentRequiredScreen() {
  const { t, i18n } = useInfoTranslation();
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);
  return (
    <InfoPage screen="DocumentRequired" title={t('documentRequired.title')} lead={t('documentRequired.lead')}>
      <h2>{t('documentRequired.everyTitle')}</h2>
      <BulletList t={t} textKey="documentRequired.every" className="check-list" />
      <h2>{t('documentRequired.byCategoryTitle')}</h2>
      <ul className="card-grid">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <article className="card">
              <h3 className="card__title">{t(`documentRequired.${category}.name`)}</h3>
              <BulletList t={t} textKey={`documentRequired.${category}.items`} />
            </article>
          </li>
        ))}
      </ul>
      <h2>{t('documentRequired.photoTitle')}</h2>
      <BulletList t={t} textKey="documentRequired.photo" values={{ min: size(PHOTO_POLICY.minBytes), max: size(PHOTO_POLICY.maxBytes) }} />
      <p className="callout">{t('documentRequired.uploadNote', { max: size(UPLOAD_RULES.maxBytes) })}</p>
      <h2>{t('documentRequired.passportTitle')}</h2>
      <BulletList t={t} textKey="documentRequired.passport" />
    </InfoPage>
  );
}

export default withScreenTexts(TEXTS, DocumentRequiredScreen);
