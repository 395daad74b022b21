import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function PreviewScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_payment/Preview">
      <h1>{t('preview.title')}</h1>
    </section>
  );
}
