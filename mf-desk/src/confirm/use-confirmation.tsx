import { useState, type ReactNode } from 'react';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { Modal } from '@evisa/ui/forms';
import { STAFF_NAMESPACE } from '../session/staff-texts';

/** What an irreversible action will do, and to whom, worded for the dialog that asks before it is done. */
export interface Confirmation {
  title: string;
  text: string;
  confirmLabel: string;
  /** Runs once the member of staff confirms. */
  action: () => unknown;
}

/**
 * Asks before an irreversible desk action (a refusal, a grant, a refund, disabling or resetting an account): `ask`
 * opens the kit's accessible dialog (focus kept inside, Escape and Cancel close it, focus back on the button);
 * only its confirm button runs the action. Render `dialog` anywhere in the component.
 */
export function useConfirmation(): { ask: (confirmation: Confirmation) => void; dialog: ReactNode } {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const [pending, setPending] = useState<Confirmation>();
  const close = () => setPending(undefined);
  const dialog = pending && (
    <Modal
      open
      onClose={close}
      title={pending.title}
      closeLabel={t('confirm.close')}
      footer={
        <>
          <Button
            onClick={() => {
              close();
              void pending.action();
            }}
          >
            {pending.confirmLabel}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('confirm.cancel')}
          </Button>
        </>
      }
    >
      <p>{pending.text}</p>
    </Modal>
  );
  return { ask: setPending, dialog };
}
