import { useTranslation } from '@evisa/i18n';
import { CopyButton } from '@evisa/ui';
import { NAMESPACE } from '../i18n';

/** 'Temporary Application ID' with a copy button: the number the applicant needs to come back (spec 2.7). */
export function ApplicationId({ id }: { id: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p className="application-id">
      <span className="application-id__label">{t('applicationId.label')}</span>{' '}
      <strong className="application-id__value">{id}</strong>{' '}
      <CopyButton text={id} label={t('applicationId.copy')} copiedLabel={t('applicationId.copied')} accessibleLabel={t('applicationId.copyAccessible')} />
    </p>
  );
}
