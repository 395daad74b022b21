import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function Step4Screen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_application/Step4">
      <h1>{t('step4.title')}</h1>
    </section>
  );
}
