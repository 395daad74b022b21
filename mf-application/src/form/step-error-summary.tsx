import { useTranslation } from '@evisa/i18n';
import { FormErrorSummary } from '@evisa/api-client';
import type { FieldErrors } from '@evisa/contracts';
import { FORM_NAMESPACES } from '../i18n';

/** Errors in the order the form shows its fields; parts of a list ('saarcDetails.0.year') follow the list. */
function ordered(errors: FieldErrors, order: readonly string[]): [string, string][] {
  const position = (field: string) => {
    const index = order.indexOf(field.split('.')[0]);
    return index < 0 ? order.length : index;
  };
  return (Object.entries(errors).filter(([, key]) => key !== undefined) as [string, string][]).sort(([a], [b]) => position(a) - position(b));
}

/** The form's error summary, each message named by its field (the spec's messages are often the same: 'This field is required'). */
export function StepErrorSummary({ errors, order, attempt }: { errors: FieldErrors; order: readonly string[]; attempt: number }) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const labelOf = (field: string) => {
    const [name, index] = field.split('.');
    return index === undefined ? t(`fields.${name}`) : t('errorSummary.entry', { list: t(`fields.${name}`), number: Number(index) + 1 });
  };
  const items = ordered(errors, order).map(([field, key]) => ({
    field,
    message: t('errorSummary.item', { label: labelOf(field), message: t(`validation:${key}`) }),
  }));
  return <FormErrorSummary errors={items} attempt={attempt} />;
}
