import { useEffect, useState } from 'react';
import { HISTORY_API, type HistoryEvent } from '@evisa/contracts';
import { staffApi, staffFailureText } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { PageTitle } from '@evisa/ui';
import { Refusal } from '../session/refusal';
import { HistoryTable } from './history-table';
import { HISTORY_NAMESPACE } from './history-texts';

/** Admins' page: staff accounts added, disabled, enabled or reset, and refused sign-ins, newest first. */
export default function AccountHistory() {
  const { t } = useTranslation(HISTORY_NAMESPACE);
  const [events, setEvents] = useState<HistoryEvent[]>();
  const [failure, setFailure] = useState('');
  useEffect(() => {
    let current = true;
    void staffApi.get<HistoryEvent[]>(HISTORY_API.accounts).then((result) => {
      if (!current) return;
      if (result.ok) setEvents(result.data);
      else setFailure(staffFailureText(t, result));
    });
    return () => {
      current = false;
    };
  }, [t]);
  return (
    <section data-screen="mf_desk/AccountHistory" className="desk-screen">
      <PageTitle title={t('accountsTitle')} lead={t('accountsLead')} />
      {failure ? <Refusal text={failure} /> : events ? <HistoryTable events={events} label={t('accountsTableLabel')} /> : <p role="status">{t('loading', { ns: 'desk' })}</p>}
    </section>
  );
}
