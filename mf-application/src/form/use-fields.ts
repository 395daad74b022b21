import type { ChangeEvent } from 'react';
import { declarationIn, maxLengthOf, type FieldDeclaration, type FieldKind } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { FORM_NAMESPACES } from '../i18n';
import type { FormState } from './use-form-state';

type Changed = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

interface BindOptions {
  /** Overrides the declared requiredness. */
  required?: boolean;
  /** Overrides the label `fields.<name>`. */
  label?: string;
}

/** The kinds of answer typed in, which take the declared length as the control's maxLength. */
const TYPED: readonly FieldKind[] = ['text', 'name', 'multiLine', 'phone', 'email', 'pinCode'];

/** The declared length of an answer typed in, for its control; none for a choice or an undeclared field. */
function typedMaxLength(declaration: FieldDeclaration | undefined): { maxLength?: number } {
  return declaration && TYPED.includes(declaration.kind) ? { maxLength: maxLengthOf(declaration) } : {};
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * Props for the kit's controls from one field name: label `fields.<name>`, value, change handler (which clears
 * the field's error), its translated error, and from the field's declaration in the form's table its required mark
 * and, for an answer typed in, its maximum length. `<TextField {...fields.text('surname')} />`. A conditional
 * field is rendered only while asked, so its declared requiredness is the mark it shows. A form of other fields
 * than the application's passes its own required list.
 */
export function useFields(form: FormState, requiredFields?: readonly string[]) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const error = (name: string) => {
    const key = form.errors[name];
    return key ? t(`validation:${key}`) : undefined;
  };
  const common = (name: string, options: BindOptions) => ({
    name,
    label: options.label ?? t(`fields.${name}`),
    error: error(name),
    required: options.required ?? (requiredFields ? requiredFields.includes(name) : declarationIn(form.declarations, name)?.required !== undefined),
  });

  return {
    error,
    label: (name: string) => t(`fields.${name}`),
    /** TextField, TextArea and SelectField. */
    text: (name: string, options: BindOptions = {}) => ({
      ...common(name, options),
      ...typedMaxLength(declarationIn(form.declarations, name)),
      value: asText(form.values[name]),
      onChange: (event: Changed) => form.set(name, event.target.value),
    }),
    /** DateField: its value is yyyy-mm-dd once the three boxes make a date. */
    date: (name: string, options: BindOptions = {}) => ({
      ...common(name, options),
      value: asText(form.values[name]),
      onChange: (value: string) => form.set(name, value),
    }),
    /** RadioGroup. */
    choice: <V extends string>(name: string, options: BindOptions = {}) => ({
      ...common(name, options),
      value: asText(form.values[name]) as V | '',
      onChange: (value: V) => form.set(name, value),
    }),
    /** Checkbox. */
    flag: (name: string, options: BindOptions = {}) => ({
      ...common(name, options),
      checked: form.values[name] === true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(name, event.target.checked),
    }),
  };
}

export type Fields = ReturnType<typeof useFields>;
