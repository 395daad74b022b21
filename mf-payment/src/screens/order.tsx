import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from '@evisa/routing';
import { ORDER_MESSAGES, ROUTES, type OrderTraveller, type OrderView } from '@evisa/contracts';
import { preloadApiResource, useApiResource } from '@evisa/api-client';
import { useTranslation } from '@evisa/i18n';
import { PageTitle } from '@evisa/ui';
import { ApplicationGate } from '../components/application-gate';
import OrderBreakdown from '../order/order-breakdown';
import { orderApi } from '../order/order-api';
import { ORDER_NAMESPACE } from '../order/order-i18n';
import { RemoveTravellerDialog } from '../order/remove-traveller-dialog';
import { TravellerCard } from '../order/traveller-card';
import '../payment.css';
import '../order/order.css';

/** Called by the shell when this module has loaded for the page's route: the order is read meanwhile. */
export function preload({ id = '' }: Record<string, string | undefined>): () => void {
  return preloadApiResource(id, orderApi.read);
}

/**
 * /order/{leadId}: several travellers, one order. Each traveller's progress and fee, a link to what each
 * still lacks, removing a traveller before payment, adding one, and payment once every traveller is complete.
 */
export default function OrderScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(ORDER_NAMESPACE);
  const [resource, reload] = useApiResource(id, orderApi.read);
  return (
    <section data-screen="mf_payment/Order" className="payment-screen order-screen">
      <PageTitle title={t('page.title')} />
      {resource.state === 'failed' && resource.failure.err === ORDER_MESSAGES.notLead ? (
        <NotTheLead />
      ) : (
        <ApplicationGate resource={resource} applicationId={id} reload={reload}>
          {(order) => <OrderContent order={order} reload={reload} />}
        </ApplicationGate>
      )}
    </section>
  );
}

/** A traveller's own number in the order page's address: the order is the first traveller's to manage and pay. */
function NotTheLead() {
  const { t } = useTranslation(ORDER_NAMESPACE);
  return (
    <div className="callout callout--warning" role="status">
      <p>{t('messages.notLead')}</p>
    </div>
  );
}

function OrderContent({ order, reload }: { order: OrderView; reload: () => void }) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  const [removing, setRemoving] = useState<OrderTraveller>();
  const [removed, setRemoved] = useState<string>();
  const removedRef = useRef<HTMLParagraphElement>(null);
  const full = order.travellers.length >= order.maxTravellers;

  useEffect(() => {
    if (removed) removedRef.current?.focus();
  }, [removed]);

  const removable = (traveller: OrderTraveller) => !traveller.lead && !order.paid && traveller.status !== 'paid';

  return (
    <>
      <p className="page-intro">{t('page.intro', { number: order.travellers.length, max: order.maxTravellers, id: order.leadId })}</p>
      {removed && (
        <p ref={removedRef} tabIndex={-1} role="status" className="callout callout--success">
          {t('remove.done', { name: removed })}
        </p>
      )}
      <ol className="order-travellers">
        {order.travellers.map((traveller) => (
          <TravellerCard key={traveller.uniqueId} traveller={traveller} onRemove={removable(traveller) ? () => setRemoving(traveller) : undefined} />
        ))}
      </ol>

      <section aria-labelledby="order-add-title" className="order-add">
        <h2 id="order-add-title">{t('add.title')}</h2>
        {order.canAddTraveller ? (
          <>
            <p>{t('add.text', { max: order.maxTravellers })}</p>
            <Link className="btn btn--secondary" to={ROUTES.addTraveller(order.leadId)}>
              {t('add.link')}
            </Link>
          </>
        ) : (
          <p className="callout" role="note">
            {full ? t('add.full', { max: order.maxTravellers }) : t('add.closed')}
          </p>
        )}
      </section>

      <section aria-labelledby="order-pay-title" className="order-pay">
        <h2 id="order-pay-title">{t('pay.title')}</h2>
        <OrderBreakdown order={order} />
        {order.paid ? (
          <p>
            <Link className="btn btn--primary" to={ROUTES.confirmation(order.leadId)}>
              {t('pay.receipt')}
            </Link>
          </p>
        ) : order.canPay ? (
          <p>
            <Link className="btn btn--primary" to={ROUTES.payment(order.leadId)}>
              {t('pay.link', { number: order.travellers.length })}
            </Link>
          </p>
        ) : (
          <p className="callout callout--warning">{t('pay.notYet')}</p>
        )}
      </section>

      {removing && (
        <RemoveTravellerDialog
          leadId={order.leadId}
          traveller={removing}
          onClose={() => setRemoving(undefined)}
          onRemoved={(traveller) => {
            setRemoving(undefined);
            setRemoved(`${traveller.givenName} ${traveller.surname}`);
            reload();
          }}
        />
      )}
    </>
  );
}
