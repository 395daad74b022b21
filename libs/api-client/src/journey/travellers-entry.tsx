import { MAX_TRAVELLERS, ROUTES, type ApplicationRecord } from '@evisa/contracts';
import { JOURNEY_NAMESPACE, useTranslation } from '@evisa/i18n';
import { Link } from '@evisa/routing';

/**
 * 'Travelling with others?', under step 1 and the Preview of an application that can still change: the way to add
 * the people travelling with the applicant to its order (a new traveller's step 1), and to the order page.
 */
export function TravellersEntry({ record }: { record: ApplicationRecord }) {
  const { t } = useTranslation(JOURNEY_NAMESPACE);
  if (record.status !== 'draft' && record.status !== 'awaiting_payment') return null;
  const leadId = record.orderLeadId ?? record.uniqueId;
  return (
    <section className="panel travellers-entry" aria-labelledby="travellers-entry-title">
      <h2 id="travellers-entry-title">{t('travellers.title')}</h2>
      <p>{t('travellers.text', { max: MAX_TRAVELLERS })}</p>
      <p className="button-row">
        <Link className="btn btn--secondary" to={ROUTES.addTraveller(leadId)}>
          {t('travellers.add')}
        </Link>
        {record.orderLeadId && <Link to={ROUTES.order(leadId)}>{t('travellers.order')}</Link>}
      </p>
    </section>
  );
}
