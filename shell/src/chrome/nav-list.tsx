import { NavLink } from 'react-router-dom';
import { useTranslation } from '@evisa/i18n';
import type { NavItem } from './navigation';

interface NavListProps {
  label: string;
  links: readonly NavItem[];
  className: string;
  onNavigate?: () => void;
}

/** A labelled navigation landmark holding one list of links; the current page's link is marked. */
export function NavList({ label, links, className, onNavigate }: NavListProps) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <NavLink to={link.path} end onClick={onNavigate}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
