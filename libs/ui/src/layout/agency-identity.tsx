import { useTranslation } from '@evisa/i18n';
import { useSiteConfig } from '../site-config';

/** Who provides the service: the agency's legal name, postal address and registration number (its configuration). */
export function AgencyIdentity({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { agency } = useSiteConfig();
  if (!agency.legalName) return null;
  return (
    <p className={['agency-identity', className].filter(Boolean).join(' ')}>
      {t('agency.identity', { legalName: agency.legalName, postalAddress: agency.postalAddress, registrationNumber: agency.registrationNumber })}
    </p>
  );
}
