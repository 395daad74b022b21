import { Link } from '@evisa/routing';
import { ROUTES } from '@evisa/contracts';
import { infoTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { BulletList } from '../components/bullet-list';
import { InfoPage } from '../components/info-page';
import { ProcessingOptions } from '../components/processing-options';

const TEXTS = infoTexts('info-products', (language) => import(`../../locales/${language}/info-products.json`));

/** The agency's service packages: the two processing speeds and what every package includes. */
function ProductsScreen() {
  const { t } = useInfoTranslation();
  return (
    <InfoPage screen="Products" title={t('products.title')} documentTitle={t('products.documentTitle')} lead={t('products.lead')}>
      <ProcessingOptions textPrefix="products" headingLevel={2} />
      <h2>{t('products.includedTitle')}</h2>
      <BulletList t={t} textKey="products.included" className="check-list" />
      <div className="button-row">
        <Link to={ROUTES.apply} className="btn btn--primary">
          {t('common.applyNow')}
        </Link>
        <Link to={ROUTES.visaFeeDetails} className="btn btn--secondary">
          {t('common.seeFees')}
        </Link>
      </div>
    </InfoPage>
  );
}

export default withScreenTexts([TEXTS], ProductsScreen);
