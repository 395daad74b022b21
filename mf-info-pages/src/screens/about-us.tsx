import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function AboutUsScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_info_pages/AboutUs">
      <h1>{t('aboutUs.title')}</h1>
    </section>
  );
}
