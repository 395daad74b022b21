import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function PhotoScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_documents/Photo">
      <h1>{t('photo.title')}</h1>
    </section>
  );
}
