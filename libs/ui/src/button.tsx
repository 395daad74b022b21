import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** While true the button is disabled, shows a spinner and reads `busyText` (spec 4.1). */
  busy?: boolean;
  busyText?: ReactNode;
}

export function Button({ variant = 'primary', busy = false, busyText, children, disabled, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {busy && busyText ? busyText : children}
    </button>
  );
}
