import { JOURNEY_NAMESPACE, useTranslation } from '@evisa/i18n';
import { ErrorSummary, type FieldErrorItem } from '@evisa/ui/forms';

/** The error summary at the top of a step's form: focused on each failed attempt, a link to every field in error. */
export function FormErrorSummary({ errors, attempt }: { errors: readonly FieldErrorItem[]; attempt: number }) {
  const { t } = useTranslation(JOURNEY_NAMESPACE);
  return <ErrorSummary title={t('errorSummary.title')} errors={errors} submitCount={attempt} />;
}
