import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function Step2Screen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_application/Step2">
      <h1>{t('step2.title')}</h1>
    </section>
  );
}
