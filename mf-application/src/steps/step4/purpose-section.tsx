import { useTranslation } from '@evisa/i18n';
import { CONDITIONAL_FIELDS, PURPOSE_FIELD_KINDS, PURPOSE_GROUP_FIELDS, PURPOSE_GROUP_REQUIRED_FIELDS, type PurposeField } from '@evisa/contracts';
import { YES_NO, type PurposePrefix } from '@evisa/reference-data';
import { DateField, FormSection, RadioGroup, SelectField, TextArea, TextField } from '@evisa/ui/forms';
import type { Fields } from '../../form/use-fields';
import type { FormState } from '../../form/use-form-state';
import { NAMESPACE } from '../../i18n';
import type { useOptionLists } from '../../options/use-option-lists';

/** Asked only when the answers so far ask for it (the shared rule of @evisa/contracts). */
const revealedBy = (field: PurposeField) => Object.values(CONDITIONAL_FIELDS).find((group) => (group.fields as readonly string[]).includes(field));

interface PurposeSectionProps {
  section: PurposePrefix;
  form: FormState;
  fields: Fields;
  lists: ReturnType<typeof useOptionLists>;
}

/**
 * The purpose section of the application's visa sub-category (spec 2.9): its fields from the contracts, entered
 * by their declared kind (text areas, dates, phones, e-mail, PIN code, country, yes/no), required as
 * docs/decisions.md decides.
 */
export function PurposeSection({ section, form, fields, lists }: PurposeSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const required: readonly string[] = PURPOSE_GROUP_REQUIRED_FIELDS[section];

  const control = (field: PurposeField) => {
    const condition = revealedBy(field);
    if (condition && !condition.asked(form.values)) return null;
    const bound = fields.text(field, { required: required.includes(field) || condition !== undefined });
    switch (PURPOSE_FIELD_KINDS[field]) {
      case 'date':
        return <DateField key={field} {...fields.date(field, { required: bound.required })} />;
      case 'phone':
        return <TextField key={field} {...bound} type="tel" />;
      case 'email':
        return <TextField key={field} {...bound} type="email" />;
      case 'pinCode':
        return <TextField key={field} {...bound} inputMode="numeric" maxLength={7} />;
      case 'country':
        return <SelectField key={field} {...bound} placeholder={t('placeholders.country')} options={lists.countries} />;
      case 'yesNo':
        return <RadioGroup key={field} {...fields.choice(field, { required: required.includes(field) })} options={lists.translate('yesNo', YES_NO)} />;
      case 'multiLine':
        return <TextArea key={field} {...bound} rows={2} />;
      default:
        return <TextField key={field} {...bound} />;
    }
  };

  return (
    <FormSection legend={t(`purpose.sections.${section}`)} description={t('purpose.description')}>
      {PURPOSE_GROUP_FIELDS[section].map((field) => control(field))}
    </FormSection>
  );
}
