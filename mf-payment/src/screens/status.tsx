import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@evisa/routing';
import { ROUTES, STATUS_APPLICATION_QUERY, STEP_ROUTES, type FindApplicationResult } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { PageTitle } from '@evisa/ui';
import { paymentApi } from '../api/payment-api';
import { NAMESPACE } from '../i18n';
import { LookupForm } from '../lookup/lookup-form';
import { ApplicationStageDetails } from '../stage/application-stage';
import '../payment.css';

/** What the status shows of an application: the lookup's answer, or the payment summary of one already open. */
type StatusFacts = Pick<FindApplicationResult, 'uniqueId' | 'status' | 'nextStep' | 'stage'>;

/**
 * /status: where an application stands and what to do next, after the number and date of birth; or at once for
 * `?application=<id>` when this browser already has the application open (its access session, as the confirmation
 * had): the API answers only then, and otherwise the form asks as before. Read after the first render, which is
 * the pre-rendered form's.
 */
export default function StatusScreen() {
  const { t } = useTranslation(NAMESPACE);
  const [found, setFound] = useState<StatusFacts | undefined>();
  const openId = useSearchParams()[0].get(STATUS_APPLICATION_QUERY);
  useEffect(() => {
    if (!openId) return;
    let current = true;
    void paymentApi.summary(openId).then((answer) => {
      if (current && answer.ok) setFound(answer.data);
    });
    return () => {
      current = false;
    };
  }, [openId]);
  return (
    <section data-screen="mf_payment/Status" className="payment-screen payment-screen--narrow">
      <PageTitle title={t('status.title')} lead={t('status.lead')} />
      <div className="panel">
        <LookupForm onFound={setFound} />
      </div>
      {found && <StatusResult result={found} />}
    </section>
  );
}

function StatusResult({ result }: { result: StatusFacts }) {
  const { t } = useTranslation(NAMESPACE);
  const id = result.uniqueId;
  return (
    <section className="status-result" aria-labelledby="status-result-title" aria-live="polite">
      <h2 id="status-result-title">{t('status.resultTitle', { id })}</h2>
      {result.status === 'paid' && result.stage ? (
        <>
          <ApplicationStageDetails applicationId={id} stage={result.stage} headingLevel={3} />
          <Link className="btn btn--secondary" to={ROUTES.confirmation(id)}>
            {t('status.receiptLink')}
          </Link>
        </>
      ) : (
        <StatusBeforeReview result={result} />
      )}
    </section>
  );
}

/** Before the agency's work starts: the application's own status and the next thing to do. */
function StatusBeforeReview({ result }: { result: StatusFacts }) {
  const { t } = useTranslation(NAMESPACE);
  const id = result.uniqueId;
  return (
    <>
      <p className={`status-badge status-badge--${result.status}`}>{t(`status.${result.status}`)}</p>
      {result.status === 'paid' ? (
        <>
          <p>{t('status.paidText')}</p>
          <Link className="btn btn--secondary" to={ROUTES.confirmation(id)}>
            {t('status.receiptLink')}
          </Link>
        </>
      ) : result.status === 'blocked' ? (
        <>
          <p>{t('status.blockedText')}</p>
          <Link className="btn btn--primary" to={ROUTES.apply}>
            {t('common.startNewApplication')}
          </Link>
        </>
      ) : result.nextStep ? (
        <>
          <p>{t('status.finishStep', { step: t(`steps.${result.nextStep}`) })}</p>
          <Link className="btn btn--primary" to={STEP_ROUTES[result.nextStep](id)}>
            {t('status.finishStepLink')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('status.pay')}</p>
          <Link className="btn btn--primary" to={ROUTES.preview(id)}>
            {t('status.payLink')}
          </Link>
        </>
      )}
    </>
  );
}
