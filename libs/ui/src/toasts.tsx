import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** Spec 9.1: toasts close themselves after 5000 ms. */
export const TOAST_LIFETIME_MS = 5000;

interface ToastApi {
  show(kind: ToastKind, text: string): void;
  /** Closes the error toasts: what they reported is over (the answers were saved, the application found). */
  clearErrors(): void;
}

const ToastContext = createContext<ToastApi>({ show: () => undefined, clearErrors: () => undefined });

interface ToastListState {
  toasts: Toast[];
  dismiss(id: number): void;
  closeLabel: string;
}

const ToastListContext = createContext<ToastListState>({ toasts: [], dismiss: () => undefined, closeLabel: '' });

export function useToast(): ToastApi {
  return useContext(ToastContext);
}

/**
 * The toasts, where they are placed: in the page's flow (the shell puts them under its header, so they push the
 * page down rather than cover its title or a button). Errors are announced assertively, the rest politely.
 */
export function ToastList() {
  const { toasts, dismiss, closeLabel } = useContext(ToastListContext);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          <button type="button" className="toast__close" aria-label={closeLabel} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

/**
 * Holds the page's toasts. With `placed`, the page puts <ToastList /> where the toasts belong; otherwise (a
 * remote's standalone page, tests) they follow the children.
 */
export function ToastProvider({ children, closeLabel, placed = false }: { children: ReactNode; closeLabel: string; placed?: boolean }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { id, kind, text }]);
      setTimeout(() => dismiss(id), TOAST_LIFETIME_MS);
    },
    [dismiss],
  );
  const clearErrors = useCallback(() => setToasts((all) => (all.some((t) => t.kind === 'error') ? all.filter((t) => t.kind !== 'error') : all)), []);
  const api = useMemo(() => ({ show, clearErrors }), [show, clearErrors]);
  const list = useMemo(() => ({ toasts, dismiss, closeLabel }), [toasts, dismiss, closeLabel]);

  return (
    <ToastContext.Provider value={api}>
      <ToastListContext.Provider value={list}>
        {children}
        {!placed && <ToastList />}
      </ToastListContext.Provider>
    </ToastContext.Provider>
  );
}
