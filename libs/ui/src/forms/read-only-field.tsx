import type { ReactNode } from 'react';

interface ReadOnlyFieldProps {
  label: ReactNode;
  value: ReactNode;
  /** Shown when the value is empty (the spec shows a dash). */
  emptyValue?: ReactNode;
}

/** A value carried from an earlier step: shown, not editable, not focusable. */
export function ReadOnlyField({ label, value, emptyValue = '—' }: ReadOnlyFieldProps) {
  const empty = value === undefined || value === null || value === '';
  return (
    <dl className="read-only-field">
      <dt className="read-only-field__label">{label}</dt>
      <dd className="read-only-field__value">{empty ? emptyValue : value}</dd>
    </dl>
  );
}
