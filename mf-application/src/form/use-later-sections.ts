import { useAfterFirstPaint } from '@evisa/ui';

/**
 * Whether a step's form shows its later sections: not in the form's first commit but in one of their own once that
 * is painted, so that no single commit (one task React cannot slice) lays out the whole form on a phone; at once
 * after a submit, whose rule judges every field, so that each link of the error summary has its field.
 */
export function useLaterSections(form: { attempt: number }): boolean {
  return useAfterFirstPaint() || form.attempt > 0;
}
