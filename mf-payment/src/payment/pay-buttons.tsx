import { lazy, Suspense } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { useSiteConfig } from '@evisa/ui';
import { FallbackBoundary } from '../components/fallback-boundary';
import { NAMESPACE } from '../i18n';
import { SandboxPayButton } from './sandbox-pay-button';

// Lazy so that the sandbox path never downloads the PayPal SDK wrapper.
const PaypalButtons = lazy(() => import(/* webpackChunkName: "paypal-buttons" */ './paypal-buttons'));

interface PayButtonsProps {
  disabled: boolean;
  createOrder(method: PaymentMethod): Promise<string | undefined>;
  capture(orderID: string): Promise<void>;
  onProviderError(): void;
}

/**
 * The methods of PAYMENT_METHODS: PayPal's own buttons (a PayPal account, and a debit or credit card where PayPal
 * offers it to the buyer) when the site has a PayPal client id, else the local sandbox's two buttons.
 */
export function PayButtons({ disabled, createOrder, capture, onProviderError }: PayButtonsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { paypalClientId } = useSiteConfig();
  return (
    <div className="pay-buttons">
      {paypalClientId ? (
        <FallbackBoundary
          fallback={
            <p className="panel panel--error" role="alert">
              {t('payment.paypalFailed')}
            </p>
          }
        >
        <Suspense
          fallback={
            <p role="status" className="loading-line">
              <span className="spinner" aria-hidden="true" /> {t('payment.paypalLoading')}
            </p>
          }
        >
          <PaypalButtons clientId={paypalClientId} disabled={disabled} createOrder={createOrder} onApprove={capture} onError={onProviderError} />
        </Suspense>
        </FallbackBoundary>
      ) : (
        PAYMENT_METHODS.map((method) => <SandboxPayButton key={method} method={method} disabled={disabled} createOrder={() => createOrder(method)} />)
      )}
    </div>
  );
}
