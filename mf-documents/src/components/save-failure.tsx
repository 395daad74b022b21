import { useTranslation } from '@evisa/i18n';
import type { ApiFailureResult } from '@evisa/api-client';
import { failureMessageKey } from '../api/failure-message';
import { FORM_NAMESPACES } from '../i18n';

interface SaveFailureProps {
  failure: ApiFailureResult | null;
  /** The screen's message for a failure the applicant cannot act on (spec 8), as `validation:<key>`. */
  otherwise: string;
}

/** A save that failed for a reason other than the answers: what happened, and that nothing chosen is lost. */
export function SaveFailure({ failure, otherwise }: SaveFailureProps) {
  const { t } = useTranslation(FORM_NAMESPACES);
  if (!failure) return null;
  return (
    <div className="callout callout--warning docs-save-failure" role="alert">
      <p>
        <strong>{t(failureMessageKey(failure, otherwise))}</strong>
      </p>
      <p>{t('documents:failure.choicesKept')}</p>
    </div>
  );
}
