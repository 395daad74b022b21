import { Link } from '@evisa/routing';
import { useTranslation } from '@evisa/i18n';
import { ROUTES } from '@evisa/contracts';
import { Button } from '@evisa/ui';
import { failureMessageKey, type ApiFailureResult } from '../api/failure-message';
import { FORM_NAMESPACES, NAMESPACE } from '../i18n';

export function Loading() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="docs-load-state" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('load.loading')}</span>
    </div>
  );
}

/**
 * The application could not be loaded. Without access (another browser) the way in is the resume form with the
 * number and date of birth; for anything else the applicant can try again.
 */
export function LoadFailure({ failure, onRetry }: { failure: ApiFailureResult; onRetry: () => void }) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const needsProof = failure.kind === 'http' && (failure.status === 403 || failure.status === 404);
  return (
    <div className="panel panel--error docs-load-state__failure" role="alert">
      <h2>{t('documents:load.failedTitle')}</h2>
      <p>{t(failureMessageKey(failure))}</p>
      {needsProof ? (
        <Link className="btn btn--primary" to={ROUTES.partialFilled}>
          {t('documents:load.goToResume')}
        </Link>
      ) : (
        <Button onClick={onRetry}>{t('documents:load.retry')}</Button>
      )}
    </div>
  );
}
