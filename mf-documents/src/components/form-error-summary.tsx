import { useTranslation } from '@evisa/i18n';
import { ErrorSummary } from '@evisa/ui';
import { FORM_NAMESPACES } from '../i18n';

/** A message to show for a field: a validation message key, or a key of this remote's namespace. */
export type FieldMessage = { field: string; message: string };

/** The error summary at the top of a form: focused on each failed attempt, a link to every field in error. */
export function FormErrorSummary({ errors, attempt }: { errors: readonly FieldMessage[]; attempt: number }) {
  const { t } = useTranslation(FORM_NAMESPACES);
  return <ErrorSummary title={t('documents:errorSummary.title')} errors={errors} submitCount={attempt} />;
}
