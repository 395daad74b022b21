import { Link } from '@evisa/routing';
import { ROUTES, todayIso } from '@evisa/contracts';
import { formatUsd, useTranslation } from '@evisa/i18n';
import { Trans } from '@evisa/i18n/trans';
import { amountToPay, FEE_SCHEDULES, FeeLookupError, type FeeQuote } from '@evisa/reference-data';
import type { FormValues } from '../../form/use-form-state';
import { NAMESPACE } from '../../i18n';

/** The price of the choices made so far, as the payment page will charge it today; undefined until it is known. */
function quoteOf(values: FormValues, today: string): FeeQuote | undefined {
  try {
    return amountToPay(values, today);
  } catch (error) {
    if (error instanceof FeeLookupError) return undefined;
    throw error;
  }
}

/**
 * Step 1's price line: the fee is shown as the nationality, visa and processing type are chosen, with
 * the urgent supplement and a link to the fee table, rather than first on the payment page.
 */
export function FeeEstimate({ values }: { values: FormValues }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const money = (amount: number) => formatUsd(amount, i18n.language);
  const quote = quoteOf(values, todayIso());
  const { normal, urgent } = FEE_SCHEDULES[FEE_SCHEDULES.length - 1].serviceFees;
  const table = { table: <Link to={ROUTES.visaFeeDetails} /> };
  return (
    <div className="callout fee-estimate" role="status" aria-live="polite">
      {quote ? (
        <>
          <p className="fee-estimate__total">{t('feeEstimate.total', { total: money(quote.total) })}</p>
          <p>{t('feeEstimate.parts', { government: money(quote.governmentFee), service: money(quote.serviceFee) })}</p>
        </>
      ) : (
        <p>{t('feeEstimate.choose')}</p>
      )}
      <p>
        {t('feeEstimate.urgent', { supplement: money(urgent - normal) })}{' '}
        <Trans t={t} i18nKey="feeEstimate.table" components={table} />
      </p>
    </div>
  );
}
