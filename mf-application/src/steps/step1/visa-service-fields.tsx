import { optionLabel, useTranslation } from '@evisa/i18n';
import { findVisaService, isVisaBranch, VISA_SERVICES, type OptionListName } from '@evisa/reference-data';
import { RadioGroup, SelectField } from '@evisa/ui/forms';
import type { Fields } from '../../form/use-fields';
import type { FormState } from '../../form/use-form-state';
import { NAMESPACE } from '../../i18n';

/**
 * Visa service and its levels (spec 2.6, 4.2): the service reveals its sub-categories, and the tourist 30-day,
 * 1-year and 5-year options reveal the purpose. Choosing a level again clears the levels below it.
 */
export function VisaServiceFields({ form, fields }: { form: FormState; fields: Fields }) {
  const { t } = useTranslation(NAMESPACE);
  const service = findVisaService(form.values.visaService);
  const subCategory = service?.options.find((option) => option.value === form.values.serviceSubCategory);
  const branch = subCategory && isVisaBranch(subCategory) ? subCategory : undefined;
  const label = (list: OptionListName, option: { value: string }) => optionLabel(t, list, option.value);

  return (
    <>
      <SelectField
        {...fields.text('visaService')}
        placeholder={t('placeholders.visaService')}
        options={VISA_SERVICES.map((option) => ({ value: option.value, label: label('visaService', option) }))}
        onChange={(event) => form.setMany({ visaService: event.target.value, serviceSubCategory: '', serviceSubCat_subCategory: '' })}
      />
      {service && (
        <RadioGroup
          {...fields.choice('serviceSubCategory', { required: true })}
          inline={false}
          options={service.options.map((option) => ({ value: option.value, label: label('visaSubCategory', option) }))}
          onChange={(value) => form.setMany({ serviceSubCategory: value, serviceSubCat_subCategory: '' })}
        />
      )}
      {branch && (
        <RadioGroup
          {...fields.choice('serviceSubCat_subCategory', { required: true })}
          inline={false}
          options={branch.options.map((option) => ({ value: option.value, label: label('visaPurpose', option) }))}
        />
      )}
    </>
  );
}
