import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function InstructionsScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_info_pages/Instructions">
      <h1>{t('instructions.title')}</h1>
    </section>
  );
}
