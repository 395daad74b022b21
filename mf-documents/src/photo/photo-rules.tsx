import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';
import { PHOTO_PIXELS } from './photo-check';

const RULES = ['format', 'square', 'face', 'head', 'background'] as const;

/** The photo policy of spec 5.8, stated next to the input so the applicant can meet it before uploading. */
export function PhotoRules() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="docs-rules" aria-labelledby="docs-photo-rules-title">
      <h2 id="docs-photo-rules-title" className="docs-rules__title">
        {t('photo.rulesTitle')}
      </h2>
      <ul className="check-list docs-rules__list">
        {RULES.map((rule) => (
          <li key={rule}>{t(`photo.rules.${rule}`, { min: PHOTO_PIXELS.min, max: PHOTO_PIXELS.max })}</li>
        ))}
      </ul>
    </section>
  );
}
