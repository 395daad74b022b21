import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function VisaFeeScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_payment/VisaFee">
      <h1>{t('visaFee.title')}</h1>
    </section>
  );
}
