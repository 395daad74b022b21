import { Link } from '@evisa/routing';
import { ROUTES, type OrderView } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import OrderBreakdown from './order-breakdown';
import { ORDER_NAMESPACE } from './order-i18n';

/** The payment page of an order's lead: each traveller's fee and the sum, and what still stands in the way of paying. */
export default function PaymentOrderFees({ order }: { order: OrderView }) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  return (
    <>
      <OrderBreakdown order={order} />
      {!order.canPay && !order.paid && (
        <div className="callout callout--warning" role="status">
          <p>{t('messages.incompleteTravellers')}</p>
          <p>
            <Link to={ROUTES.order(order.leadId)}>{t('entry.order')}</Link>
          </p>
        </div>
      )}
    </>
  );
}
