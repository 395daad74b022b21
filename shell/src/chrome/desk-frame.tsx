import { useState } from 'react';
import { useTranslation } from '@evisa/i18n';
import { HeaderSlotProvider, ToastList, ToastProvider } from '@evisa/ui';
import { RemoteScreen } from '../remotes/remote-screen';
import { DESK_SCREEN } from '../screen-routes';
import { LanguageSwitcher } from './language-switcher';
import './desk-frame.css';

/**
 * Every /agency page (docs/desk.md): the desk's own frame, without the applicants' header, menu or footer, around
 * the desk remote (mf_desk), which routes the desk's paths itself and puts its navigation and the signed-in member
 * of staff in the header's slot. Should the remote fail to load, the frame stays, with the remote's error panel.
 */
export default function DeskFrame() {
  const { t } = useTranslation('shell');
  const [headerSlot, setHeaderSlot] = useState<HTMLElement | null>(null);
  return (
    <ToastProvider closeLabel={t('closeNotification')} placed>
      <div className="desk">
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <header className="desk-header">
          <div className="desk-header__inner">
            <span className="desk-header__name">{t('deskName')}</span>
            <div className="desk-header__slot" ref={setHeaderSlot} />
            <LanguageSwitcher />
          </div>
        </header>
        <main id="main" className="desk-main">
          <ToastList />
          <HeaderSlotProvider value={headerSlot}>
            <RemoteScreen {...DESK_SCREEN} />
          </HeaderSlotProvider>
        </main>
      </div>
    </ToastProvider>
  );
}
