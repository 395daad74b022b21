import { Link } from '@evisa/routing';
import { useTranslation } from '@evisa/i18n';
import { ROUTES } from '@evisa/contracts';
import { Button } from '@evisa/ui';
import { failureText, type ApiFailureResult } from './failure-notice';

/** What a screen shows while its application loads (useApiResource's 'loading'). */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <div className="load-state" role="status">
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
  const { t } = useTranslation(['common', 'validation']);
  const needsProof = failure.kind === 'http' && (failure.status === 403 || failure.status === 404);
  return (
    <div className="panel panel--error load-state__failure" role="alert">
      <h2>{t('load.failedTitle')}</h2>
      <p>{failureText(t, failure)}</p>
      {needsProof ? (
        <Link className="btn btn--primary" to={ROUTES.partialFilled}>
          {t('load.goToResume')}
        </Link>
      ) : (
        <Button onClick={onRetry}>{t('load.retry')}</Button>
      )}
    </div>
  );
}
