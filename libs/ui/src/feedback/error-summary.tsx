import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { fieldId } from '../forms/field-ids';

export interface FieldErrorItem {
  /** The field's name; the link goes to the control with id `fieldId(field)`. */
  field: string;
  message: string;
}

interface ErrorSummaryProps {
  title: string;
  errors: readonly FieldErrorItem[];
  /** Change it on every submit so a repeated failed submit moves focus here again. */
  submitCount?: number;
}

function goToField(event: MouseEvent<HTMLAnchorElement>, field: string) {
  const control = document.getElementById(fieldId(field));
  if (!control) return;
  event.preventDefault();
  // Scroll the whole field into view so its label is visible above the control.
  (control.closest('.field') ?? control).scrollIntoView?.({ block: 'center' });
  control.focus({ preventScroll: true });
}

/**
 * The list of what to fix, at the top of a form after a failed submit. It takes focus when it appears,
 * but not while the applicant edits (each fix shortens the list and must not pull focus away).
 */
export function ErrorSummary({ title, errors, submitCount = 0 }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const visible = errors.length > 0;

  useEffect(() => {
    if (!visible) return;
    // Its top in view (under the page's sticky header, the document's scroll padding): focus alone scrolls a list
    // taller than a phone's screen so that its heading is above the top.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [visible, submitCount]);

  if (!visible) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.field}>
            <a href={`#${fieldId(error.field)}`} onClick={(event) => goToField(event, error.field)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
