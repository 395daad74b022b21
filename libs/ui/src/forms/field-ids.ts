import type { ReactNode } from 'react';

/** What every form control of the kit takes. Texts arrive already translated. */
export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the label; its presence marks the control invalid. */
  error?: string;
  name: string;
  required?: boolean;
  /** Defaults to `fieldId(name)`, the id an ErrorSummary links to. */
  id?: string;
}

/** The id of a field's control, derived from its name so an error summary can link to it. */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

export interface FieldIds {
  controlId: string;
  hintId?: string;
  errorId?: string;
  /** Value for aria-describedby: the hint and the error, when present. */
  describedBy?: string;
  invalid: boolean;
}

export function fieldIds({ name, id, hint, error }: Pick<FieldProps, 'name' | 'id' | 'hint' | 'error'>): FieldIds {
  const controlId = id ?? fieldId(name);
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy, invalid: Boolean(error) };
}
