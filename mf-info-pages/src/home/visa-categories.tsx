import { useInfoTranslation } from '../i18n';
import { requiredUploads } from '../components/required-uploads';

/** Spec 9.3: the five e-Visa categories stated on the home page, with the uploads each requires (as the upload steps do). */
const CATEGORIES = ['tourist', 'business', 'medical', 'medicalAttendant', 'conference'] as const;
const FACTS = ['validity', 'entries', 'stay'] as const;

export function VisaCategories() {
  const { t, i18n } = useInfoTranslation();
  const and = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <section aria-labelledby="visa-categories-title">
      <h2 id="visa-categories-title">{t('home.categories.title')}</h2>
      <ul className="card-grid">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <article className="card">
              <h3 className="card__title">{t(`home.categories.${category}.name`)}</h3>
              <dl className="facts">
                {FACTS.map((fact) => (
                  <div key={fact} className="facts__row">
                    <dt>{t(`home.categories.${fact}`)}</dt>
                    <dd>{t(`home.categories.${category}.${fact}`)}</dd>
                  </div>
                ))}
                <div className="facts__row">
                  <dt>{t('home.categories.uploads')}</dt>
                  <dd>{and.format(requiredUploads(t, i18n.language, category, t('home.categories.photograph')))}</dd>
                </div>
                {category === 'medicalAttendant' && (
                  <div className="facts__row">
                    <dt>{t('home.categories.condition')}</dt>
                    <dd>{t('home.categories.medicalAttendant.condition')}</dd>
                  </div>
                )}
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
