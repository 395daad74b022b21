import { useEffect, useState } from 'react';
import { HISTORY_API, type ApplicationReview, type HistoryEvent } from '@evisa/contracts';
import { staffApi, staffFailureText } from '@evisa/api-client/staff';
import { useTranslation } from '@evisa/i18n';
import { useItemLabel } from '../review/item-labels';
import { HistoryTable } from './history-table';
import { HISTORY_NAMESPACE } from './history-texts';

/** A case's one history, oldest first, read again whenever the case view is (after every action on it). */
export function CaseHistory({ review }: { review: ApplicationReview }) {
  const { t } = useTranslation(HISTORY_NAMESPACE);
  const itemLabel = useItemLabel(review);
  const id = review.item.applicationId;
  const [events, setEvents] = useState<HistoryEvent[]>();
  const [failure, setFailure] = useState('');
  useEffect(() => {
    let current = true;
    void staffApi.get<HistoryEvent[]>(HISTORY_API.application(id)).then((result) => {
      if (!current) return;
      if (result.ok) setEvents(result.data);
      else setFailure(staffFailureText(t, result));
    });
    return () => {
      current = false;
    };
  }, [review, id, t]);
  if (failure) return <p role="alert">{failure}</p>;
  if (!events) return <p role="status">{t('loading', { ns: 'desk' })}</p>;
  return (
    <>
      <p>{t('caseLead')}</p>
      <HistoryTable events={events} label={t('tableLabel')} itemLabel={itemLabel} />
    </>
  );
}
