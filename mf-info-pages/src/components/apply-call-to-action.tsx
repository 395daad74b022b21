import { Link } from '@evisa/routing';
import { ROUTES } from '@evisa/contracts';
import { useInfoTranslation } from '../i18n';

/** The closing invitation of an information page: start an application, or read the fees first. */
export function ApplyCallToAction() {
  const { t } = useInfoTranslation();
  return (
    <section className="apply-cta" aria-labelledby="apply-cta-title">
      <h2 id="apply-cta-title">{t('common.readyTitle')}</h2>
      <p>{t('common.readyBody')}</p>
      <div className="apply-cta__actions">
        <Link to={ROUTES.apply} className="btn btn--primary">
          {t('common.applyNow')}
        </Link>
        <Link to={ROUTES.visaFeeDetails} className="btn btn--secondary">
          {t('common.seeFees')}
        </Link>
      </div>
    </section>
  );
}
