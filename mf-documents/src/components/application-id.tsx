import { useTranslation } from '@evisa/i18n';
import { CopyButton } from '@evisa/ui';
import { NAMESPACE } from '../i18n';

/** 'Temporary Application ID' with a copy button: the number the applicant needs to come back. */
export function ApplicationId({ id }: { id: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p className="docs-application-id">
      <span className="docs-application-id__label">{t('applicationId.label')}</span>{' '}
      <strong className="docs-application-id__value">{id}</strong>{' '}
      <CopyButton text={id} label={t('applicationId.copy')} copiedLabel={t('applicationId.copied')} accessibleLabel={t('applicationId.copyAccessible')} />
    </p>
  );
}
