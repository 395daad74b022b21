import type { FieldErrors } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { checkExpiryAgainstArrival, type PassportData } from '@evisa/passport';
import { SCAN_NAMESPACE } from './passport-scan-i18n';

/** A filled field's hint says where its value came from, so the applicant checks it (and hears it, as its description). */
export function useScanHint(isFilled: (field: string) => boolean) {
  const { t } = useTranslation(SCAN_NAMESPACE);
  return (field: string) => (isFilled(field) ? t('filledHint') : undefined);
}

/** Step 1 refuses an arrival after the scanned passport's expiry: the visa could not be used (spec 5.8). */
export function refuseExpiredPassport(errors: FieldErrors, passport: PassportData | undefined, values: Record<string, unknown>): FieldErrors {
  if (!passport || errors.expectedArrival || checkExpiryAgainstArrival(passport.expiry, values.expectedArrival) !== 'expiresBeforeArrival') return errors;
  return { ...errors, expectedArrival: 'passportExpiresBeforeArrival' };
}
