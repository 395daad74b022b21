import { useState } from 'react';
import { NavLink } from '@evisa/routing';
import { ROUTES } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Drawer } from './drawer';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NavList } from './nav-list';
import { PRIMARY_NAV } from './navigation';
import { useScrolled } from './use-scrolled';

/** Spec 2.3 / 9.1: the header changes style once the page has scrolled 80 pixels. */
export const SCROLLED_AT_PX = 80;

interface DrawerState {
  open: boolean;
  returnFocus: boolean;
}

export function Header() {
  const { t } = useTranslation('shell');
  const scrolled = useScrolled(SCROLLED_AT_PX);
  const [drawer, setDrawer] = useState<DrawerState>({ open: false, returnFocus: true });
  const close = () => setDrawer({ open: false, returnFocus: true });
  const closeForNavigation = () => setDrawer({ open: false, returnFocus: false });
  const toggled = (open: boolean) => setDrawer((current) => (current.open === open ? current : { open, returnFocus: true }));

  return (
    <header className={scrolled ? 'site-header site-header--scrolled' : 'site-header'}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="site-header__inner">
        <Logo onNavigate={closeForNavigation} />
        <NavList label={t('nav.label')} links={PRIMARY_NAV} className="site-nav" />
        <NavLink to={ROUTES.status} className="site-header__status">
          {t('tasks.status')}
        </NavLink>
        <div className="site-header__language">
          <LanguageSwitcher />
        </div>
        <Drawer open={drawer.open} onToggle={toggled} onClose={close} onNavigate={closeForNavigation} returnFocus={drawer.returnFocus} />
      </div>
    </header>
  );
}
