import { JOURNEY_NAMESPACE, useTranslation } from '@evisa/i18n';
import { StepProgress } from '@evisa/ui/forms';
import { JOURNEY, type JourneyStep } from './journey';

/** Where the applicant is in the whole journey. */
export function JourneyProgress({ current }: { current: JourneyStep }) {
  const { t } = useTranslation(JOURNEY_NAMESPACE);
  return <StepProgress steps={JOURNEY.map((step) => t(`progress.${step}`))} current={JOURNEY.indexOf(current)} label={t('progress.label')} />;
}
