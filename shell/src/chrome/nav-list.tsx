import { useId } from 'react';
import { NavLink } from '@evisa/routing';
import { useTranslation } from '@evisa/i18n';
import type { NavItem } from './navigation';

interface NavListProps {
  label: string;
  links: readonly NavItem[];
  className: string;
  /** Show the label as a small heading above the links (otherwise it only names the landmark). */
  showLabel?: boolean;
  onNavigate?: () => void;
}

/** A labelled navigation landmark holding one list of links; the current page's link is marked. */
export function NavList({ label, links, className, showLabel = false, onNavigate }: NavListProps) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  return (
    <nav aria-label={showLabel ? undefined : label} aria-labelledby={showLabel ? headingId : undefined} className={className}>
      {showLabel && (
        <h2 id={headingId} className="nav-list__heading">
          {label}
        </h2>
      )}
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
