import { Link, useParams } from '@evisa/routing';
import { ROUTES, statusOfApplication } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Button, PageTitle, useSiteConfig } from '@evisa/ui';
import { CopyButton } from '@evisa/ui/forms';
import { paymentApi, type PaymentSummary } from '../api/payment-api';
import { useApiResource } from '@evisa/api-client';
import { ApplicationGate } from '../components/application-gate';
import { processingTimeText } from '../confirmation/processing-time';
import { Receipt } from '../confirmation/receipt';
import { NAMESPACE } from '../i18n';
import { ApplicationStageDetails } from '../stage/application-stage';
import '../payment.css';

/** /Payment/{id}/confirmation: the reference, what happens next, the processing time and a printable receipt. */
export default function ConfirmationScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(NAMESPACE);
  const [resource, reload] = useApiResource(id, paymentApi.summary);
  return (
    <section data-screen="mf_payment/Confirmation" className="payment-screen">
      <PageTitle title={t('confirmation.title')} />
      <ApplicationGate resource={resource} applicationId={id} reload={reload}>
        {(summary) => <ConfirmationContent summary={summary} />}
      </ApplicationGate>
    </section>
  );
}

function ConfirmationContent({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const { agency } = useSiteConfig();
  const id = summary.uniqueId;
  if (summary.status !== 'paid' || !summary.receipt) {
    return (
      <div className="callout callout--warning" role="status">
        <p>{t('confirmation.notPaid')}</p>
        <p>
          <Link className="btn btn--primary" to={ROUTES.payment(id)}>
            {t('confirmation.goToPayment')}
          </Link>
        </p>
      </div>
    );
  }
  const processing = processingTimeText(summary.applicationType, t);
  return (
    <>
      <p className="print-only">{t('confirmation.printHeading', { agency: agency.name })}</p>
      <div className="callout callout--success">
        <p className="confirmation-lead">{t('confirmation.lead')}</p>
        <p>
          {t('confirmation.reference')}: <strong className="application-id">{id}</strong>{' '}
          <CopyButton text={id} label={t('common.copy')} copiedLabel={t('common.copied')} accessibleLabel={t('common.copyApplicationId')} />
        </p>
        <p>{t('confirmation.emailSent', { email: summary.email })}</p>
      </div>
      {summary.stage && <ApplicationStageDetails applicationId={id} stage={summary.stage} />}
      <section aria-labelledby="next-title">
        <h2 id="next-title">{t('confirmation.nextTitle')}</h2>
        <ol className="next-steps">
          {(t('confirmation.next', { returnObjects: true }) as unknown as string[]).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <p>{t('confirmation.processing', processing)}</p>
      </section>
      <Receipt summary={summary} receipt={summary.receipt} />
      <div className="button-row no-print">
        <Button onClick={() => window.print()}>{t('confirmation.print')}</Button>
        <Link className="btn btn--secondary" to={statusOfApplication(id)}>
          {t('confirmation.checkStatus')}
        </Link>
      </div>
    </>
  );
}
