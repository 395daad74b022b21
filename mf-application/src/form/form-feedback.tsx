import { useTranslation } from '@evisa/i18n';
import { ErrorSummary } from '@evisa/ui';
import type { FieldErrors } from '@evisa/contracts';
import { failureNotice, failureText, type ApiFailureResult } from '@evisa/api-client';
import { FORM_NAMESPACES } from '../i18n';

/** Errors in the order the form shows its fields; parts of a list ('saarcDetails.0.year') follow the list. */
function ordered(errors: FieldErrors, order: readonly string[]): [string, string][] {
  const position = (field: string) => {
    const index = order.indexOf(field.split('.')[0]);
    return index < 0 ? order.length : index;
  };
  return (Object.entries(errors).filter(([, key]) => key !== undefined) as [string, string][]).sort(([a], [b]) => position(a) - position(b));
}

/** The error summary at the top of a form: focused on each failed attempt, a link to every field in error. */
export function FormErrorSummary({ errors, order, attempt }: { errors: FieldErrors; order: readonly string[]; attempt: number }) {
  const { t } = useTranslation(FORM_NAMESPACES);
  // The spec's messages are often the same ('This field is required'): the summary names each field.
  const labelOf = (field: string) => {
    const [name, index] = field.split('.');
    return index === undefined ? t(`fields.${name}`) : t('errorSummary.entry', { list: t(`fields.${name}`), number: Number(index) + 1 });
  };
  const items = ordered(errors, order).map(([field, key]) => ({
    field,
    message: t('errorSummary.item', { label: labelOf(field), message: t(`validation:${key}`) }),
  }));
  return <ErrorSummary title={t('errorSummary.title')} errors={items} submitCount={attempt} />;
}

/** A save that failed for a reason other than the answers: what happened, and that nothing typed is lost. */
export function SaveFailure({ failure }: { failure: ApiFailureResult | null }) {
  const { t } = useTranslation(FORM_NAMESPACES);
  if (!failure) return null;
  return (
    <div className="callout callout--warning save-failure" role="alert">
      <p>
        <strong>{failureText(t, failure)}</strong>
      </p>
      {failureNotice(failure).temporary && <p>{t('failure.answersKept')}</p>}
    </div>
  );
}
