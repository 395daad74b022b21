import type { ComponentPropsWithRef } from 'react';
import { FieldFrame } from './field-frame';
import { fieldIds, type FieldProps } from './field-ids';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'name' | 'required' | 'type'>;

export interface TextFieldProps extends InputProps, FieldProps {
  type?: 'text' | 'email' | 'tel' | 'number' | 'url' | 'search' | 'password';
}

export function TextField({ label, hint, error, name, required, id, type = 'text', className, ...input }: TextFieldProps) {
  const ids = fieldIds({ name, id, hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <input
        {...input}
        id={ids.controlId}
        name={name}
        type={type}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={['control', className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}
