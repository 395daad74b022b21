import { formatUsd } from '@evisa/i18n';
import type { ApplicationType, FeeSchedule } from '@evisa/reference-data';
import { useInfoTranslation } from '../i18n';
import { FeeAmount } from './fee-amount';
import { addServiceFee, FEE_PRODUCTS } from './fee-quotes';

interface FeeTableProps {
  schedule: FeeSchedule;
  applicationType: ApplicationType;
  caption: string;
}

/** Government fee, service fee and total per visa, for one processing speed (standard nationality fees). */
export function FeeTable({ schedule, applicationType, caption }: FeeTableProps) {
  const { t, i18n } = useInfoTranslation();
  const serviceFee = schedule.serviceFees[applicationType];
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption>
          {caption}
          {/* Phones drop the service fee column (the same amount on every row) and show it here instead. */}
          <span className="narrow-only fee-table__service-fee">{t('visaFeeDetails.serviceFeeIncluded', { fee: formatUsd(serviceFee, i18n.language) })}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('visaFeeDetails.visa')}</th>
            <th scope="col" className="num">
              {t('visaFeeDetails.governmentFee')}
            </th>
            <th scope="col" className="num wide-only">
              {t('visaFeeDetails.serviceFee')}
            </th>
            <th scope="col" className="num">
              {t('visaFeeDetails.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {FEE_PRODUCTS.map((product) => (
            <tr key={product}>
              <th scope="row">{t(`visaFeeDetails.products.${product}`)}</th>
              <td className="num">
                <FeeAmount fee={schedule.standardFees[product]} />
              </td>
              <td className="num wide-only">
                <FeeAmount fee={serviceFee} />
              </td>
              <td className="num">
                <strong>
                  <FeeAmount fee={addServiceFee(schedule.standardFees[product], serviceFee)} />
                </strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
