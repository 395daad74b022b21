import { DESK_ROUTES } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { NavLink } from '@evisa/routing';
import { Button, InHeaderSlot } from '@evisa/ui';
import { useStaffSession } from './staff-session';
import { STAFF_NAMESPACE } from './staff-texts';

/** In the desk frame's header, once someone is signed in: the desk's navigation, who is signed in, and sign-out. */
export function StaffBar() {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const { state, signOut } = useStaffSession();
  if (state.status !== 'signed-in') return null;
  const { staff } = state.info;
  return (
    <InHeaderSlot>
      <nav className="desk-nav" aria-label={t('nav.label')}>
        <NavLink to={DESK_ROUTES.queue}>{t('nav.queue')}</NavLink>
        {staff.role === 'admin' && (
          <>
            <NavLink to={DESK_ROUTES.staff}>{t('nav.staff')}</NavLink>
            <NavLink to={DESK_ROUTES.accountHistory}>{t('nav.accountHistory')}</NavLink>
            <NavLink to={DESK_ROUTES.reports}>{t('nav.reports')}</NavLink>
            <NavLink to={DESK_ROUTES.templates}>{t('nav.templates')}</NavLink>
          </>
        )}
      </nav>
      <div className="desk-header__staff">
        <span className="desk-header__who">{t('signedInAs', { name: staff.name })}</span>
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('signOut')}
        </Button>
      </div>
    </InHeaderSlot>
  );
}
