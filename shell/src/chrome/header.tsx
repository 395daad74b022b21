import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from '@evisa/i18n';
import { useSiteConfig } from '@evisa/ui';
import { LanguageSwitcher } from './language-switcher';
import { PRIMARY_NAV } from './navigation';

/** Spec 2.3 / 9.1: the header changes style once the page has scrolled 80 pixels. */
export const SCROLLED_AT_PX = 80;

export function Header() {
  const { t } = useTranslation('shell');
  const { agency } = useSiteConfig();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY >= SCROLLED_AT_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header className={scrolled ? 'site-header site-header--scrolled' : 'site-header'}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={t('logoLabel', { name: agency.name })}>
          <span aria-hidden="true" className="site-header__mark">e</span>
          <span>{agency.name}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="site-nav">
          <ul>
            {PRIMARY_NAV.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
