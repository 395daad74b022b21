import type { ComponentPropsWithRef } from 'react';
import { FieldFrame } from './field-frame';
import { fieldIds, type FieldProps } from './field-ids';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'name' | 'required' | 'type' | 'min' | 'max'>;

export interface DateFieldProps extends InputProps, FieldProps {
  /** Earliest and latest selectable day, yyyy-mm-dd (the picker enforces them; validation still checks). */
  min?: string;
  max?: string;
}

/** The browser's own date picker: localised, keyboard operable, value always yyyy-mm-dd. */
export function DateField({ label, hint, error, name, required, id, className, ...input }: DateFieldProps) {
  const ids = fieldIds({ name, id, hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <input
        {...input}
        id={ids.controlId}
        name={name}
        type="date"
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={['control', 'control--date', className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}
