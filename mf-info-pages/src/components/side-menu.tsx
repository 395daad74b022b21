import { useId } from 'react';
import { NavLink } from '@evisa/routing';
import { ArrowIcon } from '@evisa/ui';
import { useInfoTranslation } from '../i18n';
import { SIDE_MENU_LINKS } from './info-links';

/** The information pages' link list (spec 2.2); the page being shown is marked as current. */
export function SideMenu() {
  const { t } = useInfoTranslation();
  const headingId = useId();
  return (
    <nav className="side-menu" aria-labelledby={headingId}>
      <h2 id={headingId} className="side-box__title">
        {t('sidebar.menuTitle')}
      </h2>
      <ul>
        {SIDE_MENU_LINKS.map((link) => (
          <li key={link.path}>
            <NavLink to={link.path} end>
              <span>{t(link.labelKey)}</span>
              <ArrowIcon width={16} height={16} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
