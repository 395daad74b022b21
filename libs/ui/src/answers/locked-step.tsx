import { useMemo } from 'react';
import type { ApplicationRecord, ApplicationStep, LockedStatus } from '@evisa/contracts';
import { ANSWERS_NAMESPACES, useTranslation } from '@evisa/i18n';
import { answerFormat } from './answer-format';
import { LockedApplication } from './locked-application';
import { stepAnswerSections } from './answer-sections';
import { AnswerSectionView } from './answer-section-view';

interface LockedStepProps {
  record: ApplicationRecord;
  /** The record's status, known to be one that refuses changes. */
  status: LockedStatus;
  step: ApplicationStep;
}

/**
 * What a step screen shows once the application is paid or blocked: why it can no longer change, then that step's
 * answers read-only. No field and no button that the API would only refuse.
 */
export function LockedStep({ record, status, step }: LockedStepProps) {
  const { t } = useTranslation(ANSWERS_NAMESPACES);
  const sections = useMemo(() => stepAnswerSections(record, step, answerFormat(t), t), [record, step, t]);
  return (
    <>
      <LockedApplication id={record.uniqueId} status={status} />
      <div className="locked-step__answers">
        {sections.map((section) => (
          <AnswerSectionView key={section.key} section={section} />
        ))}
      </div>
    </>
  );
}
