import { JOURNEY_NAMESPACE, useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { NAMESPACE } from '../i18n';
import type { Busy } from './use-step-save';

interface FormActionsProps {
  submitLabel: string;
  busyLabel: string;
  busy: Busy;
  /** 'Save and exit', on every step after the application exists. */
  onSaveAndExit?: () => void;
}

/** The step's buttons; while a request is in flight both are disabled and the pressed one shows a spinner. */
export function FormActions({ submitLabel, busyLabel, busy, onSaveAndExit }: FormActionsProps) {
  const { t } = useTranslation([NAMESPACE, JOURNEY_NAMESPACE]);
  return (
    <div className="button-row form-actions">
      <Button type="submit" busy={busy === 'submit'} busyText={busyLabel} disabled={busy !== null}>
        {submitLabel}
      </Button>
      {onSaveAndExit && (
        <Button variant="secondary" busy={busy === 'exit'} busyText={t('journey:saveAndExit.busy')} disabled={busy !== null} onClick={onSaveAndExit}>
          {t('journey:saveAndExit.button')}
        </Button>
      )}
    </div>
  );
}
