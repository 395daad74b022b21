import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function DocumentRequiredScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_info_pages/DocumentRequired">
      <h1>{t('documentRequired.title')}</h1>
    </section>
  );
}
