import type { MessageKey } from '@evisa/contracts';
import { JOURNEY_NAMESPACE, useTranslation } from '@evisa/i18n';
import { failureNotice, type ApiFailureResult } from '../failure-notice';
import { saveFailureKey } from './save-failure-key';

interface SaveFailureProps {
  failure: ApiFailureResult | null;
  /** The screen's message for a failure without particular words (spec 8); see saveFailureKey. */
  otherwise?: MessageKey;
  /** What stays on the page: the answers typed (the default) or the files chosen. */
  kept?: 'answers' | 'choices';
}

/** A save that failed for a reason other than the answers: what happened, and, when it can be tried again, that nothing is lost. */
export function SaveFailure({ failure, otherwise, kept = 'answers' }: SaveFailureProps) {
  const { t } = useTranslation([JOURNEY_NAMESPACE, 'validation']);
  if (!failure) return null;
  return (
    <div className="callout callout--warning save-failure" role="alert">
      <p>
        <strong>{t(saveFailureKey(failure, otherwise), { ns: 'validation' })}</strong>
      </p>
      {failureNotice(failure).temporary && <p>{t(kept === 'answers' ? 'failure.answersKept' : 'failure.choicesKept')}</p>}
    </div>
  );
}
