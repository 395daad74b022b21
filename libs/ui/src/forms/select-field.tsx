import type { ComponentPropsWithRef } from 'react';
import { FieldFrame } from './field-frame';
import { fieldIds, type FieldProps } from './field-ids';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'name' | 'required' | 'children'>;

export interface SelectFieldProps extends SelectProps, FieldProps {
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select Port Of Exit'. */
  placeholder?: string;
}

export function SelectField({ label, hint, error, name, required, id, className, options, placeholder, ...select }: SelectFieldProps) {
  const ids = fieldIds({ name, id, hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <select
        {...select}
        id={ids.controlId}
        name={name}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={['control', 'control--select', className].filter(Boolean).join(' ')}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
