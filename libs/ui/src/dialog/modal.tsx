import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
// From the shared kit: this module is part of `@evisa/ui/forms`, bundled into each app that uses it.
import { CloseIcon, useFocusTrap, useScrollLock } from '@evisa/ui';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close button, e.g. 'Close'. */
  closeLabel: string;
  children: ReactNode;
  /** Actions under the content, e.g. a Close or Confirm button. */
  footer?: ReactNode;
  size?: 'medium' | 'large';
}

function ModalDialog({ onClose, title, closeLabel, children, footer, size = 'medium' }: Omit<ModalProps, 'open'>) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, true, { onEscape: onClose });
  useScrollLock(true);

  return createPortal(
    <div className="modal">
      <div className="modal__backdrop" onClick={onClose} />
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={`modal__dialog modal__dialog--${size}`}>
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

/** An accessible dialog: focus stays inside while open, Escape, the backdrop and the close button close it, focus returns to the opener. */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <ModalDialog {...props} /> : null;
}
