import { useTranslation } from '@evisa/i18n';
import { useSiteConfig } from '@evisa/ui';

export function Footer() {
  const { t } = useTranslation('shell');
  const { agency } = useSiteConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>
          {t('footer.disclaimer', { name: agency.name })}{' '}
          <a href={agency.officialSiteUrl} rel="noopener noreferrer" target="_blank">
            {t('footer.officialSite')}
          </a>
        </p>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), name: agency.name })}</p>
      </div>
    </footer>
  );
}
