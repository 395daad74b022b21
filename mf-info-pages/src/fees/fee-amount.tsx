import { formatUsd } from '@evisa/i18n';
import type { GovernmentFee } from '@evisa/reference-data';
import { useInfoTranslation } from '../i18n';

/** An amount in US dollars; a seasonal fee shows both of its amounts, each with its months. */
export function FeeAmount({ fee }: { fee: GovernmentFee }) {
  const { t, i18n } = useInfoTranslation();
  const usd = (amount: number) => formatUsd(amount, i18n.language);
  if (typeof fee === 'number') return <>{usd(fee)}</>;
  return (
    <>
      <span className="fee-season">
        {usd(fee.aprilToJune)} <small>{t('visaFeeDetails.aprilToJune')}</small>
      </span>
      <span className="fee-season">
        {usd(fee.julyToMarch)} <small>{t('visaFeeDetails.julyToMarch')}</small>
      </span>
    </>
  );
}
