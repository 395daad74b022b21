import type { ReactNode } from 'react';
import { useTranslation } from '@evisa/i18n';

export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="field__hint">
      {children}
    </p>
  );
}

/** The error under a label; screen readers hear it with an "Error:" prefix through aria-describedby. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <p id={id} className="field__error">
      <span className="visually-hidden">{t('field.errorPrefix')} </span>
      {children}
    </p>
  );
}

/** A visual marker only: the control's own `required` attribute tells assistive technology. */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}
