import { CORRECTABLE_DOCUMENTS, type ApplicationReview, type ReviewFileKind } from '@evisa/contracts';
import { ANSWERS_NAMESPACES, useTranslation } from '@evisa/i18n';
import { answerFormat, wordSections } from '@evisa/ui/answers';
import { DESK_NAMESPACE } from '../desk-i18n';
import { fileKindName } from './review-files';

/** An answer (record field) or document of the case by the name the desk shows it under (as on Preview). */
export function useItemLabel(review: ApplicationReview): (item: string) => string {
  const { t } = useTranslation(DESK_NAMESPACE);
  const { t: answers } = useTranslation(ANSWERS_NAMESPACES);
  const labels = new Map<string, string>();
  for (const section of wordSections(review.sections, answerFormat(answers), answers)) {
    for (const row of section.groups.flatMap((group) => group.rows)) if (!labels.has(row.field)) labels.set(row.field, row.label);
  }
  return (item) => (CORRECTABLE_DOCUMENTS.includes(item) ? fileKindName(t, item as ReviewFileKind) : (labels.get(item) ?? item));
}
