import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function Step1EditScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_application/Step1Edit">
      <h1>{t('step1Edit.title')}</h1>
    </section>
  );
}
