import { formatDate } from '@evisa/i18n';
import { infoTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { BulletList } from '../components/bullet-list';
import { InfoPage } from '../components/info-page';
import { scheduleInForce } from '../fees/fee-quotes';
import { FeeTable } from '../fees/fee-table';

const TEXTS = infoTexts('info-visa-fee-details', (language) => import(`../../locales/${language}/info-visa-fee-details.json`));

/** The fee schedule in force: government fee, service fee and total in USD per visa, for each processing speed. */
function VisaFeeDetailsScreen() {
  const { t } = useInfoTranslation();
  const schedule = scheduleInForce();
  return (
    <InfoPage screen="VisaFeeDetails" title={t('visaFeeDetails.title')} lead={t('visaFeeDetails.lead')}>
      <FeeTable schedule={schedule} applicationType="normal" caption={t('visaFeeDetails.normalCaption')} />
      <FeeTable schedule={schedule} applicationType="urgent" caption={t('visaFeeDetails.urgentCaption')} />
      <h2>{t('visaFeeDetails.notesTitle')}</h2>
      <BulletList t={t} textKey="visaFeeDetails.notes" />
      <p className="note">{t('visaFeeDetails.effective', { version: schedule.version, date: formatDate(schedule.effectiveFrom) })}</p>
    </InfoPage>
  );
}

export default withScreenTexts([TEXTS], VisaFeeDetailsScreen);
