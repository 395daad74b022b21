import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function VisaFeeDetailsScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_info_pages/VisaFeeDetails">
      <h1>{t('visaFeeDetails.title')}</h1>
    </section>
  );
}
