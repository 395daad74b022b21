import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function PaymentScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_payment/Payment">
      <h1>{t('payment.title')}</h1>
    </section>
  );
}
