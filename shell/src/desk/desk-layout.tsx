import type { ReactNode } from 'react';
import { DESK_ROUTES } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { NavLink } from '@evisa/routing';
import { Button, ToastList } from '@evisa/ui';
import { LanguageSwitcher } from '../chrome/language-switcher';
import { useStaffSession } from './staff-session';

/** The desk's own frame: no applicant header, menu or footer; the desk's navigation once someone is signed in. */
export function DeskLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('staff');
  const { state, signOut } = useStaffSession();
  const staff = state.status === 'signed-in' ? state.info.staff : undefined;
  return (
    <div className="desk">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="desk-header">
        <div className="desk-header__inner">
          <span className="desk-header__name">{t('deskName')}</span>
          {staff && (
            <nav className="desk-nav" aria-label={t('nav.label')}>
              <NavLink to={DESK_ROUTES.queue}>{t('nav.queue')}</NavLink>
              {staff.role === 'admin' && <NavLink to={DESK_ROUTES.staff}>{t('nav.staff')}</NavLink>}
            </nav>
          )}
          <div className="desk-header__end">
            <LanguageSwitcher />
            {staff && (
              <>
                <span className="desk-header__who">{t('signedInAs', { name: staff.name })}</span>
                <Button variant="secondary" onClick={() => void signOut()}>
                  {t('signOut')}
                </Button>
              </>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="desk-main">
        <ToastList />
        {children}
      </main>
    </div>
  );
}
