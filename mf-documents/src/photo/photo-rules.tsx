import { useTranslation } from '@evisa/i18n';
import { ruleValues } from '@evisa/i18n/rule-values';
import { NAMESPACE } from '../i18n';
import { PHOTO_PIXELS } from './photo-check';

const RULES = ['format', 'square', 'face', 'head', 'background'] as const;

/** The photo policy of spec 5.8, stated next to the input so the applicant can meet it before uploading. */
export function PhotoRules() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const rule = ruleValues(i18n.language);
  return (
    <section className="docs-rules" aria-labelledby="docs-photo-rules-title">
      <h2 id="docs-photo-rules-title" className="docs-rules__title">
        {t('photo.rulesTitle')}
      </h2>
      <ul className="check-list docs-rules__list">
        {RULES.map((name) => (
          <li key={name}>{t(`photo.rules.${name}`, { min: PHOTO_PIXELS.min, max: PHOTO_PIXELS.max, rule })}</li>
        ))}
      </ul>
    </section>
  );
}
