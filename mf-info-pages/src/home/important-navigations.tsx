import { Link } from '@evisa/routing';
import { ArrowIcon } from '@evisa/ui';
import { useInfoTranslation } from '../i18n';
import { IMPORTANT_NAVIGATIONS } from '../components/info-links';

/** Spec 2.2: the three entry points of the application. */
export function ImportantNavigations() {
  const { t } = useInfoTranslation();
  return (
    <section className="important-navigations" aria-labelledby="important-navigations-title">
      <h2 id="important-navigations-title">{t('home.importantNavigations.title')}</h2>
      <ul className="important-navigations__list">
        {IMPORTANT_NAVIGATIONS.map((item, index) => (
          <li key={item.path}>
            <Link to={item.path} className={index === 0 ? 'nav-tile nav-tile--primary' : 'nav-tile'}>
              <span className="nav-tile__label">{t(item.labelKey)}</span>
              <span className="nav-tile__description">{t(item.descriptionKey)}</span>
              <ArrowIcon className="nav-tile__arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
