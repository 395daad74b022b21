import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function ServicesScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_info_pages/Services">
      <h1>{t('services.title')}</h1>
    </section>
  );
}
