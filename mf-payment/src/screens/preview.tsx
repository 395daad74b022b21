import { useMemo, useRef } from 'react';
import { Link, useNavigate, useParams } from '@evisa/routing';
import { APPLICATION_STEPS, ROUTES, type ApplicationRecord } from '@evisa/contracts';
import { ANSWERS_NAMESPACES, requireNamespace, useTranslation } from '@evisa/i18n';
import { Button, PageTitle, useAfterFirstPaint } from '@evisa/ui';
import { CopyButton } from '@evisa/ui/forms';
import { answerFormat, shownAnswerSections } from '@evisa/ui/answers';
import { paymentApi } from '../api/payment-api';
import { preloadApiResource, TravellersEntry, useApiResource, type ApiResult } from '@evisa/api-client';
import { ApplicationGate } from '../components/application-gate';
import { NAMESPACE } from '../i18n';
import { ApplicantPhoto, startPhotoDownload } from '../preview/applicant-photo';
import { MissingSteps } from '../preview/missing-steps';
import { PreviewSection } from '../preview/preview-section';
import { stepLinkReturningToPreview } from '../preview/return-to-preview';
import '../payment.css';

// The stored answers' shared labels and the countries' names: this screen's alone, so the remote's other screens
// neither download them nor wait for them.
for (const namespace of ANSWERS_NAMESPACES) requireNamespace(namespace);

/** The application, and its photo (the page's largest image) asked for as soon as its name is known. */
async function loadPreview(id: string): Promise<ApiResult<ApplicationRecord>> {
  const result = await paymentApi.application(id);
  if (result.ok && result.data.mainImg) startPhotoDownload(result.data.mainImg);
  return result;
}

/** Called by the shell when this module has loaded for the page's route: the application is read meanwhile. */
export function preload({ id = '' }: Record<string, string | undefined>): () => void {
  return preloadApiResource(id, loadPreview);
}

/** /Preview/{id}: every answer, for the applicant to check before paying (spec 2.13). */
export default function PreviewScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(NAMESPACE);
  const [resource, reload] = useApiResource(id, loadPreview);
  return (
    <section data-screen="mf_payment/Preview" className="payment-screen">
      <PageTitle title={t('preview.title')} />
      <ApplicationGate resource={resource} applicationId={id} reload={reload}>
        {(record) => <PreviewContent record={record} />}
      </ApplicationGate>
    </section>
  );
}

function PreviewContent({ record }: { record: ApplicationRecord }) {
  const { t } = useTranslation(NAMESPACE);
  const answers = useTranslation(ANSWERS_NAMESPACES);
  const navigate = useNavigate();
  const missingRef = useRef<HTMLDivElement>(null);
  const id = record.uniqueId;
  const editable = record.status === 'draft' || record.status === 'awaiting_payment';
  const missing = APPLICATION_STEPS.filter((step) => !record.completedSteps.includes(step));
  // The first paint lays out the intro and the photo (the page's largest element) without the answers below.
  const answersShown = useAfterFirstPaint();
  const sections = useMemo(
    () => (answersShown ? shownAnswerSections(record, answerFormat(answers.t), answers.t) : []),
    [answersShown, record, answers.t],
  );

  const continueToPayment = () => {
    if (missing.length) {
      missingRef.current?.scrollIntoView?.({ block: 'center' });
      missingRef.current?.focus();
      return;
    }
    // A traveller of an order of several is paid for with the others, from the order page.
    navigate(record.orderLeadId ? ROUTES.order(record.orderLeadId) : ROUTES.payment(id));
  };

  return (
    <>
      <div className="preview-intro">
        <div className="callout">
          <p>{t('preview.noteVerify')}</p>
          <p>{t('preview.noteLegal')}</p>
          <p>
            <strong>{t('preview.noteId', { id })}</strong>{' '}
            <CopyButton text={id} label={t('common.copy')} copiedLabel={t('common.copied')} accessibleLabel={t('common.copyApplicationId')} />
          </p>
        </div>
        <ApplicantPhoto mainImg={record.mainImg} applicationId={id} editable={editable} />
      </div>
      {record.status === 'paid' && (
        <div className="callout callout--success" role="status">
          <p>
            {t('preview.paidNotice')} <Link to={ROUTES.confirmation(id)}>{t('preview.viewReceipt')}</Link>
          </p>
        </div>
      )}
      {record.status === 'blocked' && (
        <div className="callout callout--warning" role="status">
          <p>
            {t('preview.blockedNotice')} <Link to={ROUTES.apply}>{t('common.startNewApplication')}</Link>
          </p>
        </div>
      )}
      {editable && missing.length > 0 && <MissingSteps ref={missingRef} steps={missing} applicationId={id} />}

      {answersShown && (
        <>
          {sections.map((section) => (
            <PreviewSection key={section.key} section={section} applicationId={id} editable={editable} />
          ))}
          {editable && (
            <div className="button-row">
              <Button onClick={continueToPayment} aria-describedby={missing.length ? 'missing-steps-title' : undefined}>
                {t('preview.verified')}
              </Button>
              <Link className="btn btn--secondary" to={stepLinkReturningToPreview('step1', id)}>
                {t('preview.modify')}
              </Link>
            </div>
          )}
          {editable && <TravellersEntry record={record} />}
        </>
      )}
    </>
  );
}
