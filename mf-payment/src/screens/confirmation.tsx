import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function ConfirmationScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_payment/Confirmation">
      <h1>{t('confirmation.title')}</h1>
    </section>
  );
}
