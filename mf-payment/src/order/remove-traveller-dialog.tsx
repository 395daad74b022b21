import { useState } from 'react';
import type { OrderTraveller } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { Modal } from '@evisa/ui/forms';
import { orderApi, orderFailureText } from './order-api';
import { ORDER_NAMESPACE } from './order-i18n';

interface RemoveTravellerDialogProps {
  leadId: string;
  traveller: OrderTraveller;
  onClose: () => void;
  onRemoved: (traveller: OrderTraveller) => void;
}

/** 'Remove this traveller?': their application and files are deleted once confirmed (before payment only). */
export function RemoveTravellerDialog({ leadId, traveller, onClose, onRemoved }: RemoveTravellerDialogProps) {
  const { t } = useTranslation([ORDER_NAMESPACE, 'validation']);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const name = `${traveller.givenName} ${traveller.surname}`;

  async function remove() {
    setBusy(true);
    setFailure('');
    const result = await orderApi.removeTraveller(leadId, traveller.uniqueId);
    setBusy(false);
    if (result.ok) onRemoved(traveller);
    else setFailure(orderFailureText(t, result));
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('remove.title', { name })}
      closeLabel={t('remove.close')}
      footer={
        <>
          <Button busy={busy} onClick={() => void remove()}>
            {t('remove.confirm', { name })}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('remove.cancel')}
          </Button>
        </>
      }
    >
      <p>{t('remove.text', { name, id: traveller.uniqueId })}</p>
      {failure && (
        <p role="alert" className="panel panel--error">
          {failure}
        </p>
      )}
    </Modal>
  );
}
