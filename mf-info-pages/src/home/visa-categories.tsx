import { useInfoTranslation } from '../i18n';

/** Spec 9.3: the five e-Visa categories stated on the home page. */
const CATEGORIES = ['tourist', 'business', 'medical', 'medicalAttendant', 'conference'] as const;
const FACTS = ['validity', 'entries', 'stay', 'needs'] as const;

export function VisaCategories() {
  const { t } = useInfoTranslation();
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
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
