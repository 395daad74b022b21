import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@evisa/i18n';
import { FieldError, FieldHint, RequiredMark } from './field-messages';
import { fieldIds, type FieldProps } from './field-ids';

export interface DateFieldProps extends FieldProps {
  /** yyyy-mm-dd as stored; while the applicant types, whatever the parts make (see `dateFromParts`). */
  value: string;
  onChange: (value: string) => void;
  /** 'bday' for the applicant's own birth date: the browser may offer it, part by part. */
  autoComplete?: 'bday';
  disabled?: boolean;
}

type Parts = { day: string; month: string; year: string };
const PART_NAMES = ['day', 'month', 'year'] as const;

/** The parts of a stored value: yyyy-mm-dd, or the year-month-day an earlier change left while typing. */
export function dateParts(value: string): Parts {
  const [year = '', month = '', day = ''] = value ? value.split('-') : [];
  return { day, month, year };
}

/**
 * What the parts mean for the form: '' when all are empty; yyyy-mm-dd (zero-padded) when they name a calendar
 * day; otherwise the parts as typed joined with '-', which the shared rules refuse as an invalid date.
 */
export function dateFromParts({ day, month, year }: Parts): string {
  const d = day.trim();
  const m = month.trim();
  const y = year.trim();
  if (!d && !m && !y) return '';
  if (/^\d{1,2}$/.test(d) && /^\d{1,2}$/.test(m) && /^\d{4}$/.test(y)) {
    const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
    const date = new Date(`${iso}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso) return iso;
  }
  return `${y}-${m}-${d}`;
}

/**
 * A date as three boxes, day, month and year (the GOV.UK date input): the same order and the same digits in every
 * language and browser, unlike the browser's own picker, which follows the browser's locale. One fieldset whose
 * legend is the question; its hint and error describe the group. The day box carries the field's id, so an error
 * summary link lands on it.
 */
export function DateField({ label, hint, error, name, required, id, value, onChange, autoComplete, disabled }: DateFieldProps) {
  const { t } = useTranslation('common');
  const ids = fieldIds({ name, id, hint: hint ?? true, error });
  const [parts, setParts] = useState<Parts>(() => dateParts(value));
  // The value last seen: a different one that the parts do not make came from outside (a loaded record) and
  // replaces them; one they make is this field's own report.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    const outside = dateParts(value);
    if (dateFromParts(outside) !== dateFromParts(parts)) setParts(outside);
  }

  // The parts as last changed, ahead of the render that shows them: two boxes changed before the field renders
  // again (the three typed before the page's script ran, handed to it at once) each keep the other's change.
  const latest = useRef(parts);
  useLayoutEffect(() => {
    latest.current = parts;
  }, [parts]);

  const change = (part: keyof Parts, text: string) => {
    // '-' separates the parts in a value that is not yet a date, so it cannot be part of one.
    const next = { ...latest.current, [part]: text.replace(/-/g, '') };
    latest.current = next;
    setParts(next);
    onChange(dateFromParts(next));
  };

  return (
    <fieldset className={error ? 'field field--group field--error date-input' : 'field field--group date-input'} aria-describedby={ids.describedBy}>
      <legend className="field__label">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className="date-input__parts">
        {PART_NAMES.map((part) => {
          const partId = part === 'day' ? ids.controlId : `${ids.controlId}-${part}`;
          return (
            <div key={part} className={`date-input__part date-input__part--${part}`}>
              <label className="date-input__label" htmlFor={partId}>
                {t(`dateInput.${part}`)}
              </label>
              <input
                id={partId}
                name={`${name}-${part}`}
                className="control date-input__control"
                type="text"
                inputMode="numeric"
                maxLength={part === 'year' ? 4 : 2}
                autoComplete={autoComplete ? `${autoComplete}-${part}` : 'off'}
                value={parts[part]}
                required={required}
                disabled={disabled}
                aria-invalid={ids.invalid || undefined}
                onChange={(event) => change(part, event.target.value)}
              />
            </div>
          );
        })}
      </div>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      <FieldHint id={ids.hintId}>{hint ?? t('dateInput.example')}</FieldHint>
    </fieldset>
  );
}
