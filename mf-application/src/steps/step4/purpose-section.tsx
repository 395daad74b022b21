import { useTranslation } from '@evisa/i18n';
import { asks, PURPOSE_DECLARATIONS, PURPOSE_GROUP_FIELDS, type PurposeField } from '@evisa/contracts';
import type { PurposePrefix } from '@evisa/reference-data';
import { DateField, FormSection, RadioGroup, SelectField, TextArea, TextField } from '@evisa/ui/forms';
import type { Fields } from '../../form/use-fields';
import type { FormState } from '../../form/use-form-state';
import { NAMESPACE } from '../../i18n';
import type { useOptionLists } from '../../options/use-option-lists';

interface PurposeSectionProps {
  section: PurposePrefix;
  form: FormState;
  fields: Fields;
  lists: ReturnType<typeof useOptionLists>;
}

/**
 * The purpose section of the application's visa sub-category (spec 2.9): its fields from the contracts, entered
 * by their declared kind (text areas, dates, phones, e-mail, PIN code, country, yes/no), shown while asked and
 * required as declared (docs/decisions.md).
 */
export function PurposeSection({ section, form, fields, lists }: PurposeSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const control = (field: PurposeField) => {
    const { kind, askedWhen } = PURPOSE_DECLARATIONS[field];
    if (askedWhen && !asks(askedWhen, form.values)) return null;
    const bound = fields.text(field);
    switch (kind) {
      case 'date':
        return <DateField key={field} {...fields.date(field)} />;
      case 'phone':
        return <TextField key={field} {...bound} type="tel" />;
      case 'email':
        return <TextField key={field} {...bound} type="email" />;
      case 'pinCode':
        return <TextField key={field} {...bound} inputMode="numeric" maxLength={7} />;
      case 'country':
        return <SelectField key={field} {...bound} placeholder={t('placeholders.country')} options={lists.of(field)} />;
      case 'yesNo':
        return <RadioGroup key={field} {...fields.choice(field)} options={lists.of(field)} />;
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
