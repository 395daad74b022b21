import type { HistoryEvent } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { formatDeskTime } from '../desk-dates';
import { actorWords, eventWords } from './event-words';
import { HISTORY_NAMESPACE } from './history-texts';
import './history.css';

type HistoryTableProps = {
  events: HistoryEvent[];
  label: string;
  /** An answer or document of the case by its name (a case's history); the account and template activity has none. */
  itemLabel?: (item: string) => string;
};

/** Events as a table: when, who by name, what happened in words, and (admins) the address it came from. */
export function HistoryTable({ events, label, itemLabel = (item) => item }: HistoryTableProps) {
  const { t, i18n } = useTranslation(HISTORY_NAMESPACE);
  if (events.length === 0) return <p>{t('empty')}</p>;
  const time = (iso: string) => formatDeskTime(iso, i18n.language);
  const withAddress = events.some((event) => event.address !== undefined);
  return (
    <div className="desk-scroll desk-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="desk-table desk-table--stacked">
        <thead>
          <tr>
            <th scope="col">{t('when')}</th>
            <th scope="col">{t('who')}</th>
            <th scope="col">{t('what')}</th>
            {withAddress && <th scope="col">{t('address')}</th>}
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => {
            const { what, moved } = eventWords(t, event, { itemLabel, time });
            return (
              <tr key={`${event.at}-${index}`} data-kind={event.kind}>
                <td data-label={t('when')}>{time(event.at)}</td>
                <td data-label={t('who')}>{actorWords(t, event)}</td>
                <td data-label={t('what')}>
                  {/* One block: a phone's card puts the cell's label and this side by side. */}
                  <div>
                    {what}
                    {moved && <span className="desk-history__moved">{moved}</span>}
                  </div>
                </td>
                {withAddress && <td data-label={t('address')}>{event.address}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
