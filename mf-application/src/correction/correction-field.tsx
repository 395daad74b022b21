import { APPLICATION_DECLARATIONS, declarationOf } from '@evisa/contracts';
import { optionLabel, useTranslation } from '@evisa/i18n';
import { Checkbox, DateField, RadioGroup, SelectField, TextArea, TextField } from '@evisa/ui/forms';
import type { Fields } from '../form/use-fields';
import { NAMESPACE } from '../i18n';
import { useOptionLists } from '../options/use-option-lists';

/** The choices their steps offer as radio buttons rather than a list. */
const RADIO_CHOICES: readonly string[] = ['maritalStatus', 'nationalityAcquired'];

/**
 * One answer opened for correction, with the control its step's form uses, by the field's declaration: its list
 * of choices as a list or radio buttons, a date picker for dates, a text area for multi-line text; any other
 * answer is a text field. Labels are the forms' own (`fields.<name>`).
 */
export function CorrectionField({ name, fields }: { name: string; fields: Fields }) {
  const { t } = useTranslation(NAMESPACE);
  const lists = useOptionLists(APPLICATION_DECLARATIONS);
  // Step 2 asks it as a yes/no question and stores a boolean.
  if (name === 'otherPassport') {
    return (
      <RadioGroup
        {...fields.choice(name)}
        options={[
          { value: 'true', label: optionLabel(t, 'yesNo', 'Yes') },
          { value: 'false', label: optionLabel(t, 'yesNo', 'No') },
        ]}
      />
    );
  }
  switch (declarationOf(name)?.kind) {
    case 'yesNo':
      return <RadioGroup {...fields.choice(name)} options={lists.of(name)} />;
    case 'option':
      if (RADIO_CHOICES.includes(name)) return <RadioGroup {...fields.choice(name)} options={lists.of(name)} />;
      return <SelectField {...fields.text(name)} placeholder={t('placeholders.select')} options={lists.of(name)} />;
    case 'country':
      return <SelectField {...fields.text(name)} placeholder={t('placeholders.country')} options={lists.of(name)} />;
    case 'flag':
      return <Checkbox {...fields.flag(name)} />;
    case 'date':
      return <DateField {...fields.date(name)} />;
    case 'multiLine':
      return <TextArea {...fields.text(name)} rows={3} />;
    default:
      return <TextField {...fields.text(name)} />;
  }
}
