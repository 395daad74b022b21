import { Link } from '@evisa/routing';
import { useTranslation } from '@evisa/i18n';
import { AgencyIdentity, LockIcon, MailIcon, PhoneIcon, mailHref, telHref, useSiteConfig } from '@evisa/ui';
import { FOOTER_APPLY_LINKS, FOOTER_INFO_LINKS, type NavItem } from './navigation';

function FooterLinks({ title, links }: { title: string; links: readonly NavItem[] }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={title} className="site-footer__links">
      <h2 className="site-footer__heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{t(link.labelKey)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation('shell');
  const { agency } = useSiteConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__columns">
          <section className="site-footer__about" aria-labelledby="footer-about">
            <h2 id="footer-about" className="site-footer__heading">
              {agency.name}
            </h2>
            <p>{t('footer.about')}</p>
            <ul className="site-footer__contact">
              {agency.phone && (
                <li>
                  <PhoneIcon width={18} height={18} />
                  <a href={telHref(agency.phone)}>{agency.phone}</a>
                </li>
              )}
              {agency.email && (
                <li>
                  <MailIcon width={18} height={18} />
                  <a href={mailHref(agency.email)}>{agency.email}</a>
                </li>
              )}
            </ul>
          </section>
          <FooterLinks title={t('footer.applyTitle')} links={FOOTER_APPLY_LINKS} />
          <FooterLinks title={t('footer.infoTitle')} links={FOOTER_INFO_LINKS} />
        </div>
        <p className="site-footer__secure">
          <LockIcon width={18} height={18} />
          {t('footer.secure')}
        </p>
        <p className="site-footer__disclaimer">
          {t('footer.disclaimer', { name: agency.name })}{' '}
          <a href={agency.officialSiteUrl} rel="noopener noreferrer" target="_blank">
            {t('footer.officialSite')}
            <span className="visually-hidden">{` (${t('opensInNewTab')})`}</span>
          </a>
        </p>
        <AgencyIdentity className="site-footer__identity" />
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear(), name: agency.name })}</p>
      </div>
    </footer>
  );
}
