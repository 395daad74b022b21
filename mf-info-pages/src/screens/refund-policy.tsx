import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function RefundPolicyScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_info_pages/RefundPolicy">
      <h1>{t('refundPolicy.title')}</h1>
    </section>
  );
}
