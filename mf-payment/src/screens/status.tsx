import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function StatusScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_payment/Status">
      <h1>{t('status.title')}</h1>
    </section>
  );
}
