import type { ComponentPropsWithRef } from 'react';
import { FieldFrame } from './field-frame';
import { fieldIds, type FieldProps } from './field-ids';

type TextAreaElementProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'name' | 'required'>;

export interface TextAreaProps extends TextAreaElementProps, FieldProps {}

export function TextArea({ label, hint, error, name, required, id, className, rows = 4, ...textarea }: TextAreaProps) {
  const ids = fieldIds({ name, id, hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <textarea
        {...textarea}
        id={ids.controlId}
        name={name}
        rows={rows}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={['control', 'control--textarea', className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}
