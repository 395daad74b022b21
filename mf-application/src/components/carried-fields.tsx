import { optionLabel, useTranslation } from '@evisa/i18n';
import type { ApplicationRecord } from '@evisa/contracts';
import { findArrivalPort, findVisaService, isVisaBranch, resolveVisaSelection } from '@evisa/reference-data';
import { ReadOnlyField } from '@evisa/ui/forms';
import { NAMESPACE } from '../i18n';

export type CarriedField = 'applicationType' | 'portOfArrival' | 'visaService' | 'serviceDuration' | 'serviceSubCategory';

/** Step-1 answers shown read-only on later steps (spec 2.8, 2.9), named in the applicant's language. */
export function CarriedFields({ record, show }: { record: ApplicationRecord; show: readonly CarriedField[] }) {
  const { t } = useTranslation(NAMESPACE);
  const service = findVisaService(record.visaService);
  const resolved = resolveVisaSelection(record);
  const subCategory = service?.options.find((option) => option.value === record.serviceSubCategory);
  const purpose = subCategory && isVisaBranch(subCategory) ? subCategory.options.find((option) => option.value === record.serviceSubCat_subCategory) : undefined;

  const values: Record<CarriedField, string> = {
    applicationType: optionLabel(t, 'applicationType', record.applicationType),
    portOfArrival: findArrivalPort(record.portOfArrival)?.name ?? record.portOfArrival ?? '',
    visaService: optionLabel(t, 'visaService', service?.value),
    serviceDuration: resolved ? t('carried.days', { count: resolved.durationDays }) : '',
    serviceSubCategory: [optionLabel(t, 'visaSubCategory', subCategory?.value), optionLabel(t, 'visaPurpose', purpose?.value)].filter(Boolean).join(' – '),
  };
  return (
    <div className="read-only-grid carried-fields">
      {show.map((field) => (
        // A sub-category can be a long sentence (the conference one): it takes a whole row.
        <div key={field} className={field === 'serviceSubCategory' ? 'read-only-grid__wide' : undefined}>
          <ReadOnlyField label={t(`carried.${field}`)} value={values[field]} />
        </div>
      ))}
    </div>
  );
}
