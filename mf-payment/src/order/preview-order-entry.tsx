import { Link } from '@evisa/routing';
import { MAX_TRAVELLERS, ROUTES, type ApplicationRecord } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { ORDER_NAMESPACE } from './order-i18n';
import './order.css';

/** Preview of an application that can still change: add the people travelling with the applicant, see the order. */
export default function PreviewOrderEntry({ record }: { record: ApplicationRecord }) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  const leadId = record.orderLeadId ?? record.uniqueId;
  return (
    <section className="panel order-entry" aria-labelledby="order-entry-title">
      <h2 id="order-entry-title">{t('entry.title')}</h2>
      <p>{t('entry.text', { max: MAX_TRAVELLERS })}</p>
      <p className="button-row">
        <Link className="btn btn--secondary" to={ROUTES.addTraveller(leadId)}>
          {t('add.link')}
        </Link>
        {record.orderLeadId && <Link to={ROUTES.order(leadId)}>{t('entry.order')}</Link>}
      </p>
    </section>
  );
}
