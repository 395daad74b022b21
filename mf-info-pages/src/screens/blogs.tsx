import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function BlogsScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_info_pages/Blogs">
      <h1>{t('blogs.title')}</h1>
    </section>
  );
}
