import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from '@evisa/routing';
import { preloadApiResource, useApiResource, type ApiResult } from '@evisa/api-client';
import type { FeeQuote } from '@evisa/reference-data';
import { useTranslation } from '@evisa/i18n';
import { PageTitle } from '@evisa/ui';
import { Checkbox } from '@evisa/ui/forms';
import { paymentApi, type PaymentSummary } from '../api/payment-api';
import { ApplicationGate } from '../components/application-gate';
import { FORM_NAMESPACES, NAMESPACE } from '../i18n';
import { FeeSummary } from '../payment/fee-summary';
import { PayButtons } from '../payment/pay-buttons';
import { PaymentNotices } from '../payment/payment-notices';
import { PaymentBlocker, paymentBlocked } from '../payment/payment-states';
import { usePaymentFlow } from '../payment/use-payment-flow';
import type { PaymentMessage } from '../payment/payment-message';
import { OrderFees } from '../order/order-fees';
import { isGroupOrder } from '../order/order-kind';
import '../payment.css';

type PaymentPage = { summary: PaymentSummary; quote: FeeQuote | null };

/**
 * The summary (status, attempts, deadline) and, as spec 7 has it, the fee from findApplication, asked for together.
 * Without access both fail (findApplication without a date of birth is refused as incomplete, not counted as a
 * failed lookup) and the summary's 403 asks for the number and date of birth.
 */
async function loadPaymentPage(id: string): Promise<ApiResult<PaymentPage>> {
  const [summary, found] = await Promise.all([paymentApi.summary(id), paymentApi.find({ applicationId: id })]);
  if (!summary.ok) return summary;
  return { ...summary, data: { summary: summary.data, quote: found.ok ? found.data.amountToPay : summary.data.amountToPay } };
}

/** Called by the shell when this module has loaded for the page's route: the page's data is read meanwhile. */
export function preload({ id = '' }: Record<string, string | undefined>): () => void {
  return preloadApiResource(id, loadPaymentPage);
}

/** /Payment/{id}: the e-Visa fee, the notices and the undertaking, then PayPal (spec 2.14, issue 6). */
export default function PaymentScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(NAMESPACE);
  const [resource, reload] = useApiResource(id, loadPaymentPage);
  return (
    <section data-screen="mf_payment/Payment" className="payment-screen">
      <PageTitle title={t('payment.title')} />
      <p className="payment-subtitle">{t('payment.subtitle')}</p>
      <ApplicationGate resource={resource} applicationId={id} reload={reload}>
        {(page) => <PaymentContent page={page} reload={reload} />}
      </ApplicationGate>
    </section>
  );
}

function PaymentContent({ page: { summary, quote }, reload }: { page: PaymentPage; reload(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = summary.uniqueId;
  // The lead of an order of several travellers pays for all of them: each one's fee and the sum.
  const order = isGroupOrder(summary.order) ? summary.order : null;
  const [agreed, setAgreed] = useState(false);
  const flow = usePaymentFlow(id, reload);
  useReturnFromPaypal(summary, flow.capture, flow.setMessage);

  return (
    <>
      {flow.message && <MessagePanel message={flow.message} attemptsLeft={summary.attemptsLeft} />}
      <FeeSummary applicationId={id} applicationType={summary.applicationType} portOfArrival={summary.portOfArrival} quote={order ? null : quote} />
      {order && <OrderFees order={order} />}
      <PaymentBlocker summary={summary} />
      {!paymentBlocked(summary) && (
        <>
          <PaymentNotices />
          {!quote ? (
            <p className="panel panel--error" role="alert">
              {t('payment.noFee')}
            </p>
          ) : flow.capturing ? (
            <p role="status" className="loading-line">
              <span className="spinner" aria-hidden="true" /> {t('payment.capturing')}
            </p>
          ) : (
            <div className="pay-box">
              <Checkbox
                name="agreeTerms"
                label={t('payment.undertaking')}
                hint={agreed ? undefined : t('payment.undertakingHint')}
                required
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
              />
              <p className="pay-methods">{t('payment.methods')}</p>
              <PayButtons
                disabled={!agreed}
                createOrder={(method) => flow.createOrder({ agreeTerms: agreed, method })}
                capture={flow.capture}
                onProviderError={() => flow.setMessage({ tone: 'error', key: 'providerError' })}
              />
            </div>
          )}
        </>
      )}
      {/* The number is needed to pay: not once the application is paid or blocked (no payment can follow). */}
      {summary.status !== 'paid' && summary.status !== 'blocked' && <p className="callout record-id-note">{t('payment.recordIdNote', { id })}</p>}
    </>
  );
}

/** The outcome of the last attempt, at the top of the page (the applicant lands here back from PayPal). */
function MessagePanel({ message, attemptsLeft }: { message: PaymentMessage; attemptsLeft: number }) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [message]);
  const text = 'notice' in message ? t(message.notice, { ns: 'validation' }) : t(`payment.${message.key}`, { count: attemptsLeft });
  const tone = message.tone === 'error' ? 'panel panel--error' : 'callout';
  return (
    <p ref={ref} tabIndex={-1} className={`${tone} payment-message`} role={message.tone === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}

/**
 * Back from PayPal's (or the sandbox's) approval page with `?token=<order id>` (PayPal's name; `orderID` is read
 * too): capture that order once. `?cancelled=1` means the applicant left PayPal without paying.
 */
function useReturnFromPaypal(summary: PaymentSummary, capture: (orderID: string) => Promise<void>, setMessage: (message: PaymentMessage) => void) {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const orderID = params.get('token') ?? params.get('orderID');
  const cancelled = params.has('cancelled');

  useEffect(() => {
    if (handled.current || (!orderID && !cancelled)) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (cancelled) setMessage({ tone: 'info', key: 'cancelled' });
    else if (orderID && summary.status !== 'paid') void capture(orderID);
  }, [orderID, cancelled, capture, setMessage, setParams, summary.status]);
}
