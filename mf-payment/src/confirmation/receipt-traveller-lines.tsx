import type { ReceiptTraveller } from '@evisa/contracts';
import { formatUsd, useTranslation } from '@evisa/i18n';
import { ORDER_NAMESPACE } from '../order/order-i18n';
import '../order/order.css';

/** The receipt of an order of several travellers: each traveller the payment covered, with their fee. */
export default function ReceiptTravellerLines({ travellers }: { travellers: readonly ReceiptTraveller[] }) {
  const { t, i18n } = useTranslation(ORDER_NAMESPACE);
  const usd = (amount: number) => formatUsd(amount, i18n.language);
  return (
    <div className="table-wrap">
      <table className="data-table fee-table receipt-travellers">
        <caption>{t('receipt.caption', { number: travellers.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('receipt.traveller')}</th>
            <th scope="col" className="num">
              {t('receipt.fee')}
            </th>
          </tr>
        </thead>
        <tbody>
          {travellers.map((traveller) => (
            <tr key={traveller.uniqueId}>
              <th scope="row">
                {`${traveller.givenName} ${traveller.surname}`}
                <span className="receipt-travellers__id">{traveller.uniqueId}</span>
              </th>
              <td className="num">{usd(traveller.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
