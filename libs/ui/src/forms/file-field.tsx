import type { ComponentPropsWithRef } from 'react';
import { FieldFrame } from './field-frame';
import { fieldIds, type FieldProps } from './field-ids';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'name' | 'required' | 'type' | 'value'>;

export interface FileFieldProps extends InputProps, FieldProps {
  /** MIME types or extensions the picker offers, e.g. 'image/jpeg,image/png'. */
  accept?: string;
}

export function FileField({ label, hint, error, name, required, id, className, ...input }: FileFieldProps) {
  const ids = fieldIds({ name, id, hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <input
        {...input}
        id={ids.controlId}
        name={name}
        type="file"
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={['control', 'control--file', className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}
