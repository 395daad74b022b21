import { useTranslation } from '@evisa/i18n';
import { STAFF_NAMESPACE } from './session/staff-texts';

/** While the desk asks the API who is signed in. */
export function Loading() {
  const { t } = useTranslation(STAFF_NAMESPACE);
  return <p role="status">{t('loading')}</p>;
}
