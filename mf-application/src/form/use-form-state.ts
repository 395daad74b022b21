import { useCallback, useEffect, useMemo, useState } from 'react';
import { fieldsNotAskedIn, type DeclarationTable, type FieldErrors } from '@evisa/contracts';
import { draftStorage } from './draft-storage';

export type FormValues = Record<string, unknown>;

/** Drops a field's error and the errors of its parts ('saarcDetails' also clears 'saarcDetails.0.year'). */
function withoutErrorsOf(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  const kept = Object.entries(errors).filter(([key]) => !fields.some((field) => key === field || key.startsWith(`${field}.`)));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** Whether two sets of answers are the same, whatever the order of their fields ('' and a missing answer alike). */
function sameAnswers(a: FormValues, b: FormValues): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...fields].every((field) => JSON.stringify(a[field] ?? '') === JSON.stringify(b[field] ?? ''));
}

export interface FormState {
  /** The declarations of the form's fields (@evisa/contracts): their controls, lengths, choices and reveals. */
  declarations: DeclarationTable;
  values: FormValues;
  /** The errors of the fields the answers ask for: a hidden field's error leaves with it (spec 4.2). */
  errors: FieldErrors;
  /** Changes one answer and clears its error (spec 5: an error clears when its field is edited). */
  set(field: string, value: unknown): void;
  /** Changes several answers at once (a reveal resetting what it hides, 'same as present address'). */
  setMany(changes: FormValues): void;
  /** Shows a new set of errors; `attempt` changes so the error summary takes focus again. */
  showErrors(errors: FieldErrors): void;
  attempt: number;
  /** The answers differ from those loaded or last saved. */
  unsaved: boolean;
  /** The answers came back from the tab's draft (a reload or a crashed tab) and differ from those saved. */
  restored: boolean;
  /** The answers were saved: they become the ones to compare with, and the draft is dropped. */
  markSaved(): void;
  /** Back to the answers loaded or last saved, dropping the draft. */
  discardDraft(): void;
}

/**
 * Plain controlled state for a step's answers: the shared validators check the whole form at once. `declarations`
 * are the form's own (a step's table), so a step's chunk carries no other step's. With a `draftKey`, unsaved answers
 * are kept in the tab's draft (draft-storage.ts) and come back when the form opens again.
 */
export function useFormState(initial: FormValues, declarations: DeclarationTable, draftKey?: string): FormState {
  const [start] = useState(() => {
    const draft = draftKey ? draftStorage.read(draftKey) : null;
    return { baseline: initial, values: draft ? { ...initial, ...draft } : initial };
  });
  const [baseline, setBaseline] = useState(start.baseline);
  const [values, setValues] = useState(start.values);
  const [restored, setRestored] = useState(() => !sameAnswers(start.values, start.baseline));
  const [shownErrors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const unsaved = useMemo(() => !sameAnswers(values, baseline), [values, baseline]);

  useEffect(() => {
    if (!draftKey) return;
    if (unsaved) draftStorage.write(draftKey, values);
    else draftStorage.clear(draftKey);
  }, [draftKey, unsaved, values]);

  const setMany = useCallback((changes: FormValues) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => withoutErrorsOf(current, Object.keys(changes)));
  }, []);
  const set = useCallback((field: string, value: unknown) => setMany({ [field]: value }), [setMany]);
  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  }, []);
  const markSaved = useCallback(() => {
    if (draftKey) draftStorage.clear(draftKey);
    setBaseline(values);
    setRestored(false);
  }, [draftKey, values]);
  const discardDraft = useCallback(() => {
    if (draftKey) draftStorage.clear(draftKey);
    setValues(baseline);
    setErrors({});
    setRestored(false);
  }, [draftKey, baseline]);
  const errors = useMemo(() => withoutErrorsOf(shownErrors, fieldsNotAskedIn(declarations, values)), [shownErrors, declarations, values]);

  return { declarations, values, errors, set, setMany, showErrors, attempt, unsaved, restored, markSaved, discardDraft };
}

/** The answers of `fields` from a stored record: '' for a missing text answer, or the given default. */
export function valuesFrom(record: Record<string, unknown>, fields: readonly string[], defaults: FormValues = {}): FormValues {
  return Object.fromEntries(fields.map((field) => [field, record[field] ?? defaults[field] ?? '']));
}
