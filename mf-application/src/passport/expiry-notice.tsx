import { formatDate, useTranslation } from '@evisa/i18n';
import { checkExpiryAgainstArrival } from '@evisa/passport';
import { SCAN_NAMESPACE } from './passport-scan-i18n';

/**
 * The passport's expiry against the arrival date, shown as soon as both are known (spec 5.8): a warning under six
 * months after arrival, a refusal when it expires before arrival. Says nothing otherwise.
 */
export function ExpiryNotice({ expiry, arrival }: { expiry: unknown; arrival: unknown }) {
  const { t } = useTranslation(SCAN_NAMESPACE);
  const check = checkExpiryAgainstArrival(expiry, arrival);
  if (check === 'ok') return null;
  const text = t(`expiry.${check}`, { expiry: formatDate(String(expiry)), arrival: formatDate(String(arrival)) });
  return (
    <p className="callout callout--warning passport-expiry form-section__wide" role={check === 'expiresBeforeArrival' ? 'alert' : 'status'} data-expiry-check={check}>
      {text}
    </p>
  );
}
