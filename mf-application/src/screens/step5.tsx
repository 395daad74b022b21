import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function Step5Screen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_application/Step5">
      <h1>{t('step5.title')}</h1>
    </section>
  );
}
