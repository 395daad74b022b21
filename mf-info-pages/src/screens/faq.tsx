import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function FaqScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_info_pages/Faq">
      <h1>{t('faq.title')}</h1>
    </section>
  );
}
