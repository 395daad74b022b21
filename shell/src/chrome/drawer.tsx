import { useRef } from 'react';
import { useTranslation } from '@evisa/i18n';
import { CloseIcon, useFocusTrap, useScrollLock } from '@evisa/ui';
import { LanguageSwitcher } from './language-switcher';
import { NavList } from './nav-list';
import { APPLICANT_TASKS, MOBILE_NAV, PRIMARY_NAV } from './navigation';

export const DRAWER_ID = 'site-drawer';

interface DrawerProps {
  open: boolean;
  /** Closing by the close button, the backdrop or Escape: focus goes back to the menu button. */
  onClose: () => void;
  /** Closing because a link was followed: the new page's heading takes focus instead. */
  onNavigate: () => void;
  returnFocus: boolean;
}

/**
 * The slide-in menu of small screens (spec 2.3, 4.4): the language choice, the applicant's tasks, the top
 * navigation's links and the rest of the second mobile menu, in that order. While open it is a modal dialog: focus stays inside and the page behind does not scroll.
 * Closed, it is `hidden`, so none of its links can be reached.
 */
export function Drawer({ open, onClose, onNavigate, returnFocus }: DrawerProps) {
  const { t } = useTranslation('shell');
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, { onEscape: onClose, restoreFocus: returnFocus });
  useScrollLock(open);

  return (
    <div className="drawer" hidden={!open}>
      <div className="drawer__backdrop" onClick={onClose} data-testid="drawer-backdrop" />
      <div ref={panelRef} id={DRAWER_ID} className="drawer__panel" role="dialog" aria-modal="true" aria-label={t('drawer.label')} tabIndex={-1}>
        <div className="drawer__top">
          <span className="drawer__title">{t('drawer.label')}</span>
          <button type="button" className="icon-button" aria-label={t('drawer.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="drawer__language">
          <LanguageSwitcher />
        </div>
        <NavList label={t('tasks.label')} links={APPLICANT_TASKS} className="drawer__nav drawer__nav--tasks" showLabel onNavigate={onNavigate} />
        <NavList label={t('nav.drawerMain')} links={PRIMARY_NAV} className="drawer__nav drawer__nav--secondary" onNavigate={onNavigate} />
        <NavList label={t('nav.mobile')} links={MOBILE_NAV} className="drawer__nav drawer__nav--secondary" showLabel onNavigate={onNavigate} />
      </div>
    </div>
  );
}
