import { HISTORY_API, type ApplicationReview, type HistoryEvent } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { useItemLabel } from '../review/item-labels';
import { useStaffResource } from '../session/use-staff-resource';
import { HistoryTable } from './history-table';
import { HISTORY_NAMESPACE } from './history-texts';

/** A case's one history, oldest first, read again whenever the case view is (after every action on it). */
export function CaseHistory({ review }: { review: ApplicationReview }) {
  const { t } = useTranslation(HISTORY_NAMESPACE);
  const itemLabel = useItemLabel(review);
  const id = review.item.applicationId;
  const { data: events, failure } = useStaffResource<HistoryEvent[]>(HISTORY_API.application(id), { reload: review });
  if (failure) return <p role="alert">{failure}</p>;
  if (!events) return <p role="status">{t('loading', { ns: 'desk' })}</p>;
  return (
    <>
      <p>{t('caseLead')}</p>
      <HistoryTable events={events} label={t('tableLabel')} itemLabel={itemLabel} />
    </>
  );
}
