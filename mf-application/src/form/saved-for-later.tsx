import { useTranslation } from '@evisa/i18n';
import { SavedForLater as SavedNotice } from '@evisa/api-client';
import { NAMESPACE } from '../i18n';

interface SavedForLaterProps {
  id: string;
  /** Answers not kept because they are not complete or valid yet (their field names). */
  skippedFields?: readonly string[];
  onContinue: () => void;
}

/** After a step's 'Save and exit': the journey's notice, naming the answers not kept by their labels. */
export function SavedForLater({ id, skippedFields = [], onContinue }: SavedForLaterProps) {
  const { t } = useTranslation(NAMESPACE);
  return <SavedNotice id={id} notKept={{ intro: t('saveAndExit.skipped'), items: skippedFields.map((field) => t(`fields.${field}`)) }} onContinue={onContinue} />;
}
