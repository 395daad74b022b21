import { Link } from '@evisa/routing';
import { useTranslation } from '@evisa/i18n';
import { PageTitle } from '@evisa/ui';

export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <section className="not-found">
      <PageTitle title={t('notFound.title')} lead={t('notFound.body')} />
      <ul>
        <li>
          <Link to="/">{t('nav.home')}</Link>
        </li>
        <li>
          <Link to="/Apply">{t('notFound.apply')}</Link>
        </li>
        <li>
          <Link to="/partial-Filled">{t('notFound.resume')}</Link>
        </li>
      </ul>
    </section>
  );
}
