import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function HomeScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_info_pages/Home">
      <h1>{t('home.title')}</h1>
    </section>
  );
}
