import { useCallback, useState } from 'react';
import type { FieldErrors } from '@evisa/contracts';

export type FormValues = Record<string, unknown>;

/** Drops a field's error and the errors of its parts ('saarcDetails' also clears 'saarcDetails.0.year'). */
function withoutErrorsOf(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  const kept = Object.entries(errors).filter(([key]) => !fields.some((field) => key === field || key.startsWith(`${field}.`)));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

export interface FormState {
  values: FormValues;
  errors: FieldErrors;
  /** Changes one answer and clears its error (spec 5: an error clears when its field is edited). */
  set(field: string, value: unknown): void;
  /** Changes several answers at once (a reveal resetting what it hides, 'same as present address'). */
  setMany(changes: FormValues): void;
  /** Shows a new set of errors; `attempt` changes so the error summary takes focus again. */
  showErrors(errors: FieldErrors): void;
  attempt: number;
}

/** Plain controlled state for a step's answers: the shared validators check the whole form at once. */
export function useFormState(initial: FormValues): FormState {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);

  const setMany = useCallback((changes: FormValues) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => withoutErrorsOf(current, Object.keys(changes)));
  }, []);
  const set = useCallback((field: string, value: unknown) => setMany({ [field]: value }), [setMany]);
  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  }, []);

  return { values, errors, set, setMany, showErrors, attempt };
}

/** The answers of `fields` from a stored record: '' for a missing text answer, or the given default. */
export function valuesFrom(record: Record<string, unknown>, fields: readonly string[], defaults: FormValues = {}): FormValues {
  return Object.fromEntries(fields.map((field) => [field, record[field] ?? defaults[field] ?? '']));
}
