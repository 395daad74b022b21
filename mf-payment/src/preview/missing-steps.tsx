import { forwardRef } from 'react';
import { Link } from '@evisa/routing';
import type { ApplicationStep } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';
import { stepLinkReturningToPreview } from './return-to-preview';

/** The steps still to complete before paying, each a link to its page. */
export const MissingSteps = forwardRef<HTMLDivElement, { steps: readonly ApplicationStep[]; applicationId: string }>(function MissingSteps(
  { steps, applicationId },
  ref,
) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div ref={ref} tabIndex={-1} className="error-summary" role="alert" aria-labelledby="missing-steps-title">
      <h2 id="missing-steps-title" className="error-summary__title">
        {t('preview.missingTitle')}
      </h2>
      <p>{t('preview.missingText')}</p>
      <ul className="error-summary__list">
        {steps.map((step) => (
          <li key={step}>
            <Link to={stepLinkReturningToPreview(step, applicationId)}>{t(`steps.${step}`)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
});
