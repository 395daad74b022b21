import type { ComponentPropsWithRef } from 'react';
import { FieldError, FieldHint, RequiredMark } from './field-messages';
import { fieldIds, type FieldProps } from './field-ids';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'name' | 'required' | 'type'>;

export interface CheckboxProps extends InputProps, FieldProps {}

/** One box with its label beside it, e.g. a declaration the applicant must accept. */
export function Checkbox({ label, hint, error, name, required, id, className, ...input }: CheckboxProps) {
  const ids = fieldIds({ name, id, hint, error });
  return (
    <div className={error ? 'field field--checkbox field--error' : 'field field--checkbox'}>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      <div className="choice">
        <input
          {...input}
          type="checkbox"
          id={ids.controlId}
          name={name}
          required={required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={['choice__input', className].filter(Boolean).join(' ')}
        />
        <label className="choice__label" htmlFor={ids.controlId}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
    </div>
  );
}
