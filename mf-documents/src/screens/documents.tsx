import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function DocumentsScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_documents/Documents">
      <h1>{t('documents.title')}</h1>
    </section>
  );
}
