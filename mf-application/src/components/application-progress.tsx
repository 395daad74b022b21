import { useTranslation } from '@evisa/i18n';
import { StepProgress } from '@evisa/ui';
import { NAMESPACE } from '../i18n';

/** The whole journey, from step 1 to payment; this remote's screens are the first five. */
export const JOURNEY = ['step1', 'step2', 'step3', 'step4', 'step5', 'photo', 'documents', 'questions', 'preview', 'payment'] as const;

export type JourneyStep = (typeof JOURNEY)[number];

export function ApplicationProgress({ current }: { current: JourneyStep }) {
  const { t } = useTranslation(NAMESPACE);
  return <StepProgress steps={JOURNEY.map((step) => t(`progress.${step}`))} current={JOURNEY.indexOf(current)} label={t('progress.label')} />;
}
