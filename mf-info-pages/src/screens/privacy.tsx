import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function PrivacyScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_info_pages/Privacy">
      <h1>{t('privacy.title')}</h1>
    </section>
  );
}
