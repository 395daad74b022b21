import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@evisa/i18n';
import { CloseIcon, MenuIcon, useFocusTrap, useScrollLock } from '@evisa/ui';
import { LanguageSwitcher } from './language-switcher';
import { NavList } from './nav-list';
import { APPLICANT_TASKS, MOBILE_NAV, PRIMARY_NAV } from './navigation';

interface DrawerProps {
  open: boolean;
  /** The browser opened or closed it (its menu button, a native <summary>). */
  onToggle: (open: boolean) => void;
  /** Closing by the close button, the backdrop or Escape: focus goes back to the menu button. */
  onClose: () => void;
  /** Closing because a link was followed: the new page's heading takes focus instead. */
  onNavigate: () => void;
  returnFocus: boolean;
}

/**
 * The menu button of small screens and the slide-in menu it opens (spec 2.3, 4.4): the language choice, the
 * applicant's tasks, the top navigation's links and the rest of the second mobile menu, in that order.
 * A native <details> whose <summary> is the menu button: it opens before any script runs (a pre-rendered page).
 * Once the page's script runs, open, it is a modal dialog: focus stays inside, Escape closes it and the page behind
 * does not scroll. Closed, the browser does not render its content, so none of its links can be reached.
 */
export function Drawer({ open, onToggle, onClose, onNavigate, returnFocus }: DrawerProps) {
  const { t } = useTranslation('shell');
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, { onEscape: onClose, restoreFocus: returnFocus, opener: summaryRef });
  useScrollLock(open);

  // Opened before the page's script took it over: it becomes the dialog now. A layout effect, run in the take-over's
  // own commit: a passive one could run after the visitor's next click (a link in the open menu), reopening the
  // menu that click had just closed.
  useLayoutEffect(() => {
    if (detailsRef.current?.open) onToggle(true);
    // once, when the page's script takes the menu over
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <details ref={detailsRef} className="drawer" open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary ref={summaryRef} className="menu-button">
        <MenuIcon />
        <span>{t('drawer.menu')}</span>
      </summary>
      <div className="drawer__layer">
        <div className="drawer__backdrop" onClick={onClose} data-testid="drawer-backdrop" />
        <div ref={panelRef} className="drawer__panel" role="dialog" aria-modal="true" aria-label={t('drawer.label')} tabIndex={-1}>
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
    </details>
  );
}
