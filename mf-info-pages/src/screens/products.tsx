import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

export default function ProductsScreen() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section data-screen="mf_info_pages/Products">
      <h1>{t('products.title')}</h1>
    </section>
  );
}
