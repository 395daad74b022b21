import { useEffect } from 'react';

/** How often the queue asks for its page again while it is in view. */
export const QUEUE_REFRESH_MS = 30_000;

/**
 * Calls `refresh` every `everyMs` while the tab is in view, and at once when it comes back into view; nothing while
 * it is hidden. The caller keeps what it shows until the new answer arrives, so filters, page and focus stay.
 */
export function useAutoRefresh(refresh: () => void, everyMs = QUEUE_REFRESH_MS): void {
  useEffect(() => {
    const visible = () => document.visibilityState === 'visible';
    const timer = window.setInterval(() => visible() && refresh(), everyMs);
    const onVisibility = () => visible() && refresh();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh, everyMs]);
}
