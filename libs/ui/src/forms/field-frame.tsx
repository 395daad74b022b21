import type { ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMark } from './field-messages';
import type { FieldIds } from './field-ids';

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
}

/**
 * Label, control, error and hint; shared by the single-control fields. The control follows its label directly, so
 * side by side a neighbour's long hint or error never pushes it away from its own label; the control names its
 * hint and error through aria-describedby.
 */
export function FieldFrame({ ids, label, hint, error, required, children }: FieldFrameProps) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={ids.controlId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
    </div>
  );
}
