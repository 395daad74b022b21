import { Link } from '@evisa/routing';
import { useTranslation } from '@evisa/i18n';
import { useSiteConfig } from '@evisa/ui';

/** The agency's mark and name; links home (spec 2.3). */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { agency } = useSiteConfig();
  return (
    <Link to="/" className="logo" aria-label={t('logoLabel', { name: agency.name })} onClick={onNavigate}>
      <svg className="logo__mark" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="18" fill="#fff" />
        <path d="M4 13h28a15 15 0 00-28 0z" fill="#f08a24" />
        <path d="M4 23h28a15 15 0 01-28 0z" fill="#12700d" />
        <circle cx="18" cy="18" r="4.5" fill="none" stroke="#0b3d91" strokeWidth="1.6" />
        <circle cx="18" cy="18" r="1.2" fill="#0b3d91" />
      </svg>
      <span className="logo__name">{agency.name}</span>
    </Link>
  );
}
