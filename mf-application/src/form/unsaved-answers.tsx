import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { NAMESPACE } from '../i18n';
import { LeaveGuard } from './leave-guard';
import type { FormState } from './use-form-state';

/**
 * A step's unsaved answers: a notice when they came back from the tab's draft (not saved yet, with a way back to
 * the saved ones), and the question before leaving while there are any.
 */
export function UnsavedAnswers({ form }: { form: FormState }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {form.restored && (
        <div className="callout callout--warning draft-notice" role="status">
          <p>{t('draft.restored')}</p>
          <Button variant="link" onClick={form.discardDraft}>
            {t('draft.discard')}
          </Button>
        </div>
      )}
      <LeaveGuard unsaved={form.unsaved} />
    </>
  );
}
