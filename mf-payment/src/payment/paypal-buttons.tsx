import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { PAYMENT_METHODS, type PaymentMethod } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export interface PaypalButtonsProps {
  clientId: string;
  disabled: boolean;
  createOrder(method: PaymentMethod): Promise<string | undefined>;
  onApprove(orderID: string): Promise<void>;
  onError(): void;
}

/** PayPal's funding source of each method: its names are the same. */
const FUNDING_SOURCES: Record<PaymentMethod, 'paypal' | 'card'> = { paypal: 'paypal', card: 'card' };

/** The official PayPal buttons (loaded only when a PayPal client id is configured). */
export default function PaypalButtons({ clientId, ...props }: PaypalButtonsProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture', components: 'buttons' }}>
      <ButtonsWhenLoaded {...props} />
    </PayPalScriptProvider>
  );
}

function ButtonsWhenLoaded({ disabled, createOrder, onApprove, onError }: Omit<PaypalButtonsProps, 'clientId'>) {
  const { t } = useTranslation(NAMESPACE);
  const [{ isInitial, isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) {
    return (
      <p className="panel panel--error" role="alert">
        {t('payment.paypalFailed')}
      </p>
    );
  }
  return (
    <>
      {(isInitial || isPending) && (
        <p role="status" className="loading-line">
          <span className="spinner" aria-hidden="true" /> {t('payment.paypalLoading')}
        </p>
      )}
      {/* One button per method offered (PAYMENT_METHODS): PayPal hides the card button where it does not offer it. */}
      {PAYMENT_METHODS.map((method) => (
        <PayPalButtons
          key={method}
          fundingSource={FUNDING_SOURCES[method]}
          style={{ layout: 'vertical' }}
          disabled={disabled}
          forceReRender={[disabled]}
          createOrder={async () => {
            const orderID = await createOrder(method);
            if (!orderID) throw new Error('order not created');
            return orderID;
          }}
          onApprove={async (data) => onApprove(data.orderID)}
          onError={onError}
        />
      ))}
    </>
  );
}
