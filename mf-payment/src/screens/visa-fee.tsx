import { useNavigate } from '@evisa/routing';
import { ROUTES } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { PageTitle } from '@evisa/ui';
import { NAMESPACE } from '../i18n';
import { LookupForm } from '../lookup/lookup-form';
import '../payment.css';

/** /visa-fee: application number and date of birth, then the payment page (spec 2.5 second variant, 5.7, 8). */
export default function VisaFeeScreen() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  return (
    <section data-screen="mf_payment/VisaFee" className="payment-screen payment-screen--narrow">
      <PageTitle title={t('visaFee.title')} lead={t('visaFee.lead')} />
      <div className="panel">
        <LookupForm onFound={(found) => navigate(ROUTES.payment(found.uniqueId))} />
      </div>
    </section>
  );
}
