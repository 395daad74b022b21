import { useState } from 'react';
import { apiUrl } from '@evisa/api-client';
import type { PaymentMethod } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { NAMESPACE } from '../i18n';
import { browserNavigation } from './browser-navigation';

/**
 * Without PayPal credentials: the order is created by the server as with PayPal, and the applicant approves or
 * declines it on the local sandbox's page (a PayPal login or a card form, by method), which sends them back to
 * this page to capture it.
 */
export function SandboxPayButton({ method, disabled, createOrder }: { method: PaymentMethod; disabled: boolean; createOrder(): Promise<string | undefined> }) {
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    const orderID = await createOrder();
    if (!orderID) {
      setBusy(false);
      return;
    }
    browserNavigation.goTo(apiUrl(`/sandbox/paypal/checkout?token=${encodeURIComponent(orderID)}`));
  };
  return (
    <Button className={`btn--block pay-button${method === 'card' ? ' btn--secondary' : ''}`} disabled={disabled} busy={busy} busyText={t('payment.redirecting')} onClick={pay}>
      {t(method === 'card' ? 'payment.payCardSandbox' : 'payment.paySandbox')}
    </Button>
  );
}
