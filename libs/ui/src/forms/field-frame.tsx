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

/** Label, hint, error and the control, in the order a reader meets them; shared by the single-control fields. */
export function FieldFrame({ ids, label, hint, error, required, children }: FieldFrameProps) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={ids.controlId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      {children}
    </div>
  );
}
