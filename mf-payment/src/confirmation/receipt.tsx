import { formatDate, formatUsd, optionLabel, useTranslation } from '@evisa/i18n';
import { AgencyIdentity } from '@evisa/ui';
import type { PaymentSummary, Receipt as PaidReceipt } from '../api/payment-api';
import { NAMESPACE } from '../i18n';
import { ReceiptTravellers } from './receipt-travellers';

/** The receipt of a captured payment: what was paid, when, and PayPal's transaction id. It prints on its own. */
export function Receipt({ summary, receipt }: { summary: PaymentSummary; receipt: PaidReceipt }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const usd = (amount: number) => formatUsd(amount, i18n.language);
  const paidAt = `${formatDate(receipt.paidAt)} ${receipt.paidAt.slice(11, 16)} UTC`;
  const rows: [string, string][] = [
    [t('common.applicationId'), summary.uniqueId],
    // An order's receipt names the lead as the one who paid; each traveller stands beside their fee below.
    [t((receipt.travellers?.length ?? 0) > 1 ? 'confirmation.payer' : 'confirmation.applicant'), `${summary.givenName} ${summary.surname}`],
    [t('confirmation.visa'), [optionLabel(t, 'visaService', summary.visaService), optionLabel(t, 'visaSubCategory', summary.serviceSubCategory)].filter(Boolean).join(', ')],
    [t('payment.governmentFee'), usd(receipt.governmentFee)],
    [t('payment.serviceFee'), usd(receipt.serviceFee)],
    [t('confirmation.totalPaid'), usd(receipt.total)],
    [t('confirmation.paidOn'), paidAt],
    [t('confirmation.transactionId'), receipt.transactionId],
    [t('confirmation.orderId'), receipt.orderId],
  ];
  return (
    <section className="receipt printable" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{t('confirmation.receiptTitle')}</h2>
      <dl className="receipt__list">
        {rows.map(([label, value]) => (
          <div key={label} className="receipt__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ReceiptTravellers travellers={receipt.travellers ?? []} />
      <AgencyIdentity />
    </section>
  );
}
