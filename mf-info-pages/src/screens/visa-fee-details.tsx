import { formatDate } from '@evisa/i18n';
import { screenTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { BulletList } from '../components/bullet-list';
import { InfoPage } from '../components/info-page';
import { scheduleInForce } from '../fees/fee-quotes';
import { FeeTable } from '../fees/fee-table';

// This screen's parts of the remote's texts (texts/screen-texts.cjs), in the page's language only.
const TEXTS = screenTexts('visaFeeDetails', (language) =>
  import(`../../locales/${language}/info.json?screen=visaFeeDetails`),
);

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

export default withScreenTexts(TEXTS, VisaFeeDetailsScreen);
