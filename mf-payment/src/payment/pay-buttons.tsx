import { lazy, Suspense } from 'react';
import { useTranslation } from '@evisa/i18n';
import { useSiteConfig } from '@evisa/ui';
import { FallbackBoundary } from '../components/fallback-boundary';
import { NAMESPACE } from '../i18n';
import { SandboxPayButton } from './sandbox-pay-button';

// Lazy so that the sandbox path never downloads the PayPal SDK wrapper.
const PaypalButtons = lazy(() => import(/* webpackChunkName: "paypal-buttons" */ './paypal-buttons'));

interface PayButtonsProps {
  disabled: boolean;
  createOrder(): Promise<string | undefined>;
  capture(orderID: string): Promise<void>;
  onProviderError(): void;
}

/** PayPal's own buttons when the site has a PayPal client id, else the local sandbox's button. */
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
        <SandboxPayButton disabled={disabled} createOrder={createOrder} />
      )}
    </div>
  );
}
