import type { OrderView } from '@evisa/contracts';
import { formatUsd, useTranslation } from '@evisa/i18n';
import { ORDER_NAMESPACE } from './order-i18n';
import './order.css';

/** The fee of each traveller and the sum the order pays, as one table (the order page and the payment page). */
export default function OrderBreakdown({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation(ORDER_NAMESPACE);
  const usd = (amount: number | null | undefined) => (amount === null || amount === undefined ? t('fees.none') : formatUsd(amount, i18n.language));
  return (
    <div className="table-wrap">
      <table className="data-table fee-table order-fees">
        <caption>{t('fees.caption', { number: order.travellers.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fees.traveller')}</th>
            <th scope="col" className="num">
              {t('fees.fee')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.travellers.map((traveller) => (
            <tr key={traveller.uniqueId}>
              <th scope="row">
                {`${traveller.givenName} ${traveller.surname}`}
                <span className="order-fees__id">{traveller.uniqueId}</span>
              </th>
              <td className="num">{usd(traveller.fee?.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fee-table__total">
            <th scope="row">{t('fees.total')}</th>
            <td className="num">{usd(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
