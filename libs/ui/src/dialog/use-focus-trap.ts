import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden],[inert]'));
}

interface FocusTrapOptions {
  onEscape: () => void;
  /** Read when the trap ends: false when the closing action moves focus elsewhere itself (e.g. a navigation). */
  restoreFocus?: boolean;
  /**
   * The element that opens the dialog, where focus returns when the trap ends. Without it, the element that had focus
   * when the trap started, which is not the opener when the dialog opened before the page's script took it over
   * (a <summary> clicked as HTML, then a click inside the dialog).
   */
  opener?: RefObject<HTMLElement | null>;
}

/**
 * While `active`: focus moves into the container, Tab and Shift+Tab cycle inside it, Escape calls `onEscape`.
 * When it ends, focus returns to the opener: `opener` where given, else the element that had focus before.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { onEscape, restoreFocus = true, opener: openerRef }: FocusTrapOptions,
): void {
  const escape = useEffectEvent(onEscape);
  const shouldRestoreFocus = useEffectEvent(() => restoreFocus);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const opener = openerRef?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    (focusableIn(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(container);
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes by other means (a click on the page behind, a screen reader jump) is pulled back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) (focusableIn(container)[0] ?? container).focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      if (shouldRestoreFocus() && opener?.isConnected) opener.focus();
    };
  }, [active, containerRef, openerRef]);
}
