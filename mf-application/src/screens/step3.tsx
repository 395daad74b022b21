import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function Step3Screen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_application/Step3">
      <h1>{t('step3.title')}</h1>
    </section>
  );
}
