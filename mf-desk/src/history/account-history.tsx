import { HISTORY_API, type HistoryEvent } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { PageTitle } from '@evisa/ui';
import { Refusal } from '../session/refusal';
import { useStaffResource } from '../session/use-staff-resource';
import { HistoryTable } from './history-table';
import { HISTORY_NAMESPACE } from './history-texts';

/** Admins' page: staff accounts added, disabled, enabled or reset, refused sign-ins, and template changes, newest first. */
export default function AccountHistory() {
  const { t } = useTranslation(HISTORY_NAMESPACE);
  const { data: events, failure } = useStaffResource<HistoryEvent[]>(HISTORY_API.accounts);
  return (
    <section data-screen="mf_desk/AccountHistory" className="desk-screen">
      <PageTitle title={t('accountsTitle')} lead={t('accountsLead')} />
      {failure ? <Refusal text={failure} /> : events ? <HistoryTable events={events} label={t('accountsTableLabel')} /> : <p role="status">{t('loading', { ns: 'desk' })}</p>}
    </section>
  );
}
