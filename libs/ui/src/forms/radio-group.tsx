import type { ReactNode } from 'react';
import { FieldError, FieldHint, RequiredMark } from './field-messages';
import { fieldIds, type FieldProps } from './field-ids';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface RadioGroupProps<V extends string> extends FieldProps {
  /** For a yes/no question: [{ value: 'Yes', label: t('yes') }, { value: 'No', label: t('no') }]. */
  options: readonly RadioOption<V>[];
  value: V | '' | undefined;
  onChange: (value: V) => void;
  disabled?: boolean;
  /** Side by side (the default for two options) or stacked. */
  inline?: boolean;
}

/**
 * A fieldset whose legend is the question. The first radio carries the field's id, so an error summary
 * link lands on the group.
 */
export function RadioGroup<V extends string>({ label, hint, error, name, required, id, options, value, onChange, disabled, inline = options.length <= 2 }: RadioGroupProps<V>) {
  const ids = fieldIds({ name, id, hint, error });
  return (
    <fieldset className={error ? 'field field--group field--error' : 'field field--group'} aria-describedby={ids.describedBy}>
      <legend className="field__label">
        {label}
        {required && <RequiredMark />}
      </legend>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      <div className={inline ? 'choices choices--inline' : 'choices'}>
        {options.map((option, index) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              id={index === 0 ? ids.controlId : `${ids.controlId}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              required={required}
              disabled={disabled}
              aria-invalid={ids.invalid || undefined}
              className="choice__input"
            />
            <span className="choice__label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
