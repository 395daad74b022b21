import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function QuestionsScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_documents/Questions">
      <h1>{t('questions.title')}</h1>
    </section>
  );
}
