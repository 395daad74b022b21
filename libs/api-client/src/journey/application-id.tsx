import { JOURNEY_NAMESPACE, useTranslation } from '@evisa/i18n';
import { CopyButton } from '@evisa/ui/forms';

/** 'Temporary Application ID' with a copy button: the number the applicant needs to come back (spec 2.7). */
export function ApplicationId({ id }: { id: string }) {
  const { t } = useTranslation(JOURNEY_NAMESPACE);
  return (
    <p className="application-id">
      <span className="application-id__label">{t('applicationId.label')}</span>{' '}
      <strong className="application-id__value">{id}</strong> <ApplicationIdCopy id={id} />
    </p>
  );
}

/** The copy button of the temporary application ID, also where a screen words the number its own way. */
export function ApplicationIdCopy({ id }: { id: string }) {
  const { t } = useTranslation(JOURNEY_NAMESPACE);
  return <CopyButton text={id} label={t('applicationId.copy')} copiedLabel={t('applicationId.copied')} accessibleLabel={t('applicationId.copyAccessible')} />;
}
