import { findArrivalPort } from '@evisa/reference-data';
import type { ApplicationRecord } from '@evisa/contracts';
import { optionLabel, useTranslation } from '@evisa/i18n';
import { ReadOnlyField } from '@evisa/ui/forms';
import { NAMESPACE } from '../i18n';

/** Spec 2.12: the questions page's header shows the application type and the port of arrival. */
export function ApplicationSummary({ record }: { record: ApplicationRecord }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="docs-summary">
      <ReadOnlyField label={t('questions.applicationType')} value={optionLabel(t, 'applicationType', record.applicationType)} />
      <ReadOnlyField label={t('questions.portOfArrival')} value={findArrivalPort(record.portOfArrival)?.name ?? record.portOfArrival} />
    </div>
  );
}
