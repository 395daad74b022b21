import { useEffect, useState } from 'react';
import { useNavigate } from '@evisa/routing';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { Modal } from '@evisa/ui/forms';
import { NAMESPACE } from '../i18n';

/** The page a click on a link would open within the site, or null for a click the guard lets through. */
function siteLinkOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  // Another site is left through the browser's own question (beforeunload); a link within the page (the error summary's) stays.
  if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * While a step has unsaved answers, leaving asks first: a link within the site opens a question here, and a reload,
 * a closed tab or another address gets the browser's own. The answers are kept in the tab's draft either way.
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    // Capture, before the router's own handler sees the click.
    const onClick = (event: MouseEvent) => {
      const target = siteLinkOf(event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(target);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);

  const stay = () => setLeavingTo(null);
  return (
    <Modal
      open={leavingTo !== null}
      onClose={stay}
      title={t('draft.leaveTitle')}
      closeLabel={t('draft.close')}
      footer={
        <>
          <Button onClick={stay}>{t('draft.stay')}</Button>
          <Button variant="secondary" onClick={() => leavingTo && navigate(leavingTo)}>
            {t('draft.leave')}
          </Button>
        </>
      }
    >
      <p>{t('draft.leaveText')}</p>
    </Modal>
  );
}
