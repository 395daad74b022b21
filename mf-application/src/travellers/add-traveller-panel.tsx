import { Link } from '@evisa/routing';
import { MAX_TRAVELLERS, ROUTES } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { TRAVELLERS_NAMESPACE } from './travellers-i18n';
import './travellers.css';

/** 'Travelling with others?': a link to a new traveller's step 1 in this order, and to the order page. */
export default function AddTravellerPanel({ leadId, inOrder }: { leadId: string; inOrder: boolean }) {
  const { t } = useTranslation(TRAVELLERS_NAMESPACE);
  return (
    <section className="panel add-traveller" aria-labelledby="add-traveller-title">
      <h2 id="add-traveller-title">{t('entry.title')}</h2>
      <p>{t('entry.text', { max: MAX_TRAVELLERS })}</p>
      <p className="button-row">
        <Link className="btn btn--secondary" to={ROUTES.addTraveller(leadId)}>
          {t('entry.add')}
        </Link>
        {inOrder && <Link to={ROUTES.order(leadId)}>{t('entry.order')}</Link>}
      </p>
    </section>
  );
}
