import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function ContactScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_info_pages/Contact">
      <h1>{t('contact.title')}</h1>
    </section>
  );
}
