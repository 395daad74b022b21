import { Link } from 'react-router-dom';
import { useTranslation } from '@evisa/i18n';

export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <section className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <ul>
        <li><Link to="/">{t('nav.home')}</Link></li>
        <li><Link to="/Apply">{t('notFound.apply')}</Link></li>
        <li><Link to="/partial-Filled">{t('notFound.resume')}</Link></li>
      </ul>
    </section>
  );
}
