import type { FeeQuote } from '@evisa/reference-data';
import { APPLICATION_TYPES, findArrivalPort, isOptionValue } from '@evisa/reference-data';
import { formatUsd, optionLabel, useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

interface FeeSummaryProps {
  applicationId: string;
  applicationType: string;
  portOfArrival: string;
  quote: FeeQuote | null;
}

/** Application type and port (upper case), the application id, and the fee as the server quotes it (spec 2.14). */
export function FeeSummary({ applicationId, applicationType, portOfArrival, quote }: FeeSummaryProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const type = isOptionValue(APPLICATION_TYPES, applicationType) ? optionLabel(t, 'applicationType', applicationType) : applicationType;
  const port = findArrivalPort(portOfArrival)?.name ?? portOfArrival;
  const usd = (amount: number) => formatUsd(amount, i18n.language);
  return (
    <div className="fee-summary">
      <dl className="facts fee-summary__facts">
        <div>
          <dt>{t('payment.applicationType')}</dt>
          <dd className="upper">{type.toUpperCase()}</dd>
        </div>
        <div>
          <dt>{t('payment.portOfArrival')}</dt>
          <dd className="upper">{port.toUpperCase()}</dd>
        </div>
        <div>
          <dt>{t('payment.applicationId')}</dt>
          <dd className="application-id">{applicationId}</dd>
        </div>
      </dl>
      {quote && (
        <div className="table-wrap">
          <table className="data-table fee-table">
            <caption>{t('payment.fee')}</caption>
            <tbody>
              <tr>
                <th scope="row">{t('payment.governmentFee')}</th>
                <td className="num">{usd(quote.governmentFee)}</td>
              </tr>
              <tr>
                <th scope="row">{t('payment.serviceFee')}</th>
                <td className="num">{usd(quote.serviceFee)}</td>
              </tr>
              <tr className="fee-table__total">
                <th scope="row">{t('payment.total')}</th>
                <td className="num">{usd(quote.total)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
