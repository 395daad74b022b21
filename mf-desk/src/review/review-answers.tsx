import type { AnswerSection } from '@evisa/contracts';
import { ANSWERS_NAMESPACES, useTranslation } from '@evisa/i18n';
import { AnswerSectionView, answerFormat, wordSections } from '@evisa/ui/answers';
import { DESK_NAMESPACE } from '../desk-i18n';

/** Every answer grouped and styled as on Preview (the same sections and words), the ones an applicant just corrected marked. */
export function ReviewAnswers({ sections, changed }: { sections: AnswerSection[]; changed: readonly string[] }) {
  const { t } = useTranslation(ANSWERS_NAMESPACES);
  const { t: desk } = useTranslation(DESK_NAMESPACE);
  const marked = { fields: changed, label: desk('review.changed') };
  return (
    <>
      {wordSections(sections, answerFormat(t), t).map((section) => (
        <AnswerSectionView key={section.key} section={section} marked={marked} level={3} />
      ))}
    </>
  );
}
