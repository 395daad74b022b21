import { useCallback, useState } from 'react';
import { useNavigate } from '@evisa/routing';
import { ROUTES, type CreateOrderRequest } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { useToast } from '@evisa/ui';
import { paymentApi } from '../api/payment-api';
import { failureText } from '@evisa/api-client';
import { FORM_NAMESPACES } from '../i18n';
import { paymentMessageOf, stateTitleOf, type PaymentMessage } from './payment-message';

/**
 * The payment page's two calls: create an order (the server prices it) and capture it after approval; the
 * outcome is the confirmation page, or a message and a fresh summary (attempts left, blocked, paid).
 */
export function usePaymentFlow(applicationId: string, reload: () => void) {
  const { t, i18n } = useTranslation(FORM_NAMESPACES);
  const toast = useToast();
  const navigate = useNavigate();
  const [message, setMessage] = useState<PaymentMessage | undefined>();
  const [capturing, setCapturing] = useState(false);

  const createOrder = useCallback(async (request: CreateOrderRequest): Promise<string | undefined> => {
    setMessage(undefined);
    const result = await paymentApi.createOrder(applicationId, request);
    if (result.ok) {
      toast.show('success', t('payment.orderCreated'));
      return result.data.orderID;
    }
    const outcome = paymentMessageOf(result);
    // Spec 8: an order creation failure is told in a toast with the server's message, in the applicant's words:
    // the page's text for that answer (the same as its panel), else what the status means.
    const title = stateTitleOf(result);
    const message =
      outcome !== 'reload' && 'key' in outcome ? t(`payment.${outcome.key}`, { count: 0 }) : title ? t(`payment.${title}`) : failureText(t, result);
    toast.show('error', t('payment.createFailed', { message }));
    if (outcome === 'reload') reload();
    else setMessage(outcome);
    return undefined;
  }, [applicationId, reload, t, toast]);

  const capture = useCallback(
    async (orderID: string) => {
      setMessage(undefined);
      setCapturing(true);
      const result = await paymentApi.captureOrder(applicationId, orderID, i18n.language);
      setCapturing(false);
      if (result.ok) {
        navigate(ROUTES.confirmation(applicationId), { replace: true });
        return;
      }
      const outcome = paymentMessageOf(result);
      if (outcome !== 'reload') setMessage(outcome);
      reload();
    },
    [applicationId, i18n.language, navigate, reload],
  );

  return { message, setMessage, capturing, createOrder, capture };
}
