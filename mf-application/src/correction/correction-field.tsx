import { declarationOf } from '@evisa/contracts';
import { optionLabel, useTranslation } from '@evisa/i18n';
import { EDUCATION_LEVELS, GENDERS, LOWER_YES_NO, MARITAL_STATUSES, NATIONALITY_ACQUIRED, OCCUPATIONS, PASSPORT_TYPES, RELIGIONS, YES_NO } from '@evisa/reference-data';
import { Checkbox, DateField, RadioGroup, SelectField, TextArea, TextField } from '@evisa/ui/forms';
import type { Fields } from '../form/use-fields';
import { NAMESPACE } from '../i18n';
import { useOptionLists } from '../options/use-option-lists';

/**
 * One answer opened for correction, with the control its step's form uses: a list where the form has a list, else
 * by the field's declared kind (a date picker for dates, a text area for multi-line text); any other answer is a
 * text field. Labels are the forms' own (`fields.<name>`).
 */
export function CorrectionField({ name, fields }: { name: string; fields: Fields }) {
  const { t } = useTranslation(NAMESPACE);
  const lists = useOptionLists();
  const select = (options: ReturnType<typeof lists.translate>, placeholder = t('placeholders.select')) => (
    <SelectField {...fields.text(name)} placeholder={placeholder} options={options} />
  );
  switch (name) {
    case 'passportType':
      return select(lists.translate('passportType', PASSPORT_TYPES));
    case 'portOfArrival':
      return select(lists.arrivalPorts);
    case 'expectedPortOfExit':
      return select(lists.exitPorts);
    case 'gender':
      return select(lists.translate('gender', GENDERS));
    case 'religion':
      return select(lists.translate('religion', RELIGIONS));
    case 'education':
      return select(lists.translate('education', EDUCATION_LEVELS));
    case 'presentOccupation':
      return select(lists.translate('occupation', OCCUPATIONS));
    case 'maritalStatus':
      return <RadioGroup {...fields.choice(name)} options={lists.translate('maritalStatus', MARITAL_STATUSES)} />;
    case 'nationalityAcquired':
      return <RadioGroup {...fields.choice(name)} options={lists.translate('nationalityAcquired', NATIONALITY_ACQUIRED)} />;
    case 'visitedIndiaBefore':
    case 'visaRefused':
    case 'saarcCountries':
      return <RadioGroup {...fields.choice(name)} options={lists.translate('yesNo', LOWER_YES_NO)} />;
    case 'otherPassport':
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
      return <RadioGroup {...fields.choice(name)} options={lists.translate('yesNo', YES_NO)} />;
    case 'flag':
      return <Checkbox {...fields.flag(name)} />;
    case 'country':
      return select(lists.countries, t('placeholders.country'));
    case 'date':
      return <DateField {...fields.date(name)} />;
    case 'multiLine':
      return <TextArea {...fields.text(name)} rows={3} />;
    default:
      return <TextField {...fields.text(name)} />;
  }
}
