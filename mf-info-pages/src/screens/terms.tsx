import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function TermsScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_info_pages/Terms">
      <h1>{t('terms.title')}</h1>
    </section>
  );
}
