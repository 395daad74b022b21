import { Link } from '@evisa/routing';
import { ROUTES } from '@evisa/contracts';
import { formatDate, useTranslation } from '@evisa/i18n';
import type { PaymentSummary } from '../api/payment-api';
import { NAMESPACE } from '../i18n';

/**
 * When the application cannot be paid now, the reason and the way forward: already paid (receipt), blocked
 * (a new application), not complete (preview), or a journey under 4 days away (correct the arrival date).
 */
export function PaymentBlocker({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const id = summary.uniqueId;
  if (summary.status === 'paid') {
    return (
      <div className="callout callout--success" role="status">
        <h2>{t('payment.paidTitle')}</h2>
        <p>{t('payment.paidText')}</p>
        <p>
          <Link className="btn btn--primary" to={ROUTES.confirmation(id)}>
            {t('preview.viewReceipt')}
          </Link>
        </p>
      </div>
    );
  }
  if (summary.status === 'blocked') {
    return (
      <div className="callout callout--warning" role="alert">
        <h2>{t('payment.blockedTitle')}</h2>
        <p>{t('payment.blockedText')}</p>
        <p>
          <Link className="btn btn--primary" to={ROUTES.apply}>
            {t('common.startNewApplication')}
          </Link>
        </p>
      </div>
    );
  }
  if (summary.nextStep) {
    return (
      <div className="callout callout--warning" role="alert">
        <h2>{t('payment.incompleteTitle')}</h2>
        <p>{t('payment.incompleteText')}</p>
        <p>
          <Link className="btn btn--primary" to={ROUTES.preview(id)}>
            {t('common.goToPreview')}
          </Link>
        </p>
      </div>
    );
  }
  if (summary.arrivalTooSoon) {
    return (
      <div className="callout callout--warning" role="alert">
        <h2>{t('payment.tooSoonTitle')}</h2>
        <p>{t('payment.tooSoonText', { days: summary.minDaysBeforeArrival, date: formatDate(summary.expectedArrival) })}</p>
        <p>
          <Link className="btn btn--primary" to={`${ROUTES.apply1(id)}?returnTo=preview`}>
            {t('payment.correctArrival')}
          </Link>
        </p>
      </div>
    );
  }
  return null;
}

/** True when PaymentBlocker has something to say, i.e. there is nothing to pay now. */
export function paymentBlocked(summary: PaymentSummary): boolean {
  return summary.status === 'paid' || summary.status === 'blocked' || !!summary.nextStep || summary.arrivalTooSoon;
}
