import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function Step1CreateScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_application/Step1Create">
      <h1>{t('step1Create.title')}</h1>
    </section>
  );
}
